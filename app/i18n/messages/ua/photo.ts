import type { photo as en } from "../en/photo";
import type { Translation } from "../types";

export const photo: Translation<typeof en> = {
  "photo.hero.eyebrow": "Фото- та відеостудія",
  "photo.hero.ctaServices": "Послуги та ціни",
  "photo.hero.ctaContact": "Забронювати зйомку",
  "photo.hero.factExperience": "{years}+ {years|рік|роки|років} досвіду у фотографії",
  "photo.hero.factDelivery": "Фото за {days} {days|день|дні|днів}",
  "photo.hero.factClients":
    "{clients}+ {clients|задоволений клієнт|задоволені клієнти|задоволених клієнтів}",

  "photo.services.heading": "Фото- та відеопослуги",
  "photo.services.intro":
    "Від одного портрета до цілого дня зйомки заходу: зрозумілі пакети й чесні ціни.",
  "photo.services.priceLabel": "Орієнтовна ціна",
  "photo.services.priceNote":
    "Орієнтовні ціни без ПДВ. Точну фіксовану ціну ви отримаєте до зйомки.",
  "photo.service.photography.title": "Фотографія",
  "photo.service.photography.description":
    "Портретна, лайфстайл-, бізнес- та фешн-зйомка на локації або в студії.",
  "photo.service.photography.feature1": "Професійна камера та світло",
  "photo.service.photography.feature2": "Корекція кольору та ретуш",
  "photo.service.photography.feature3": "Приватна онлайн-галерея",
  "photo.service.photography.feature4": "Готові фото за {days} {days|день|дні|днів}",
  "photo.service.videography.title": "Відеозйомка",
  "photo.service.videography.description":
    "Короткі фільми для брендів, соцмереж і особливих подій — від сценарію до фінального монтажу.",
  "photo.service.videography.feature1": "Сценарій і план зйомки",
  "photo.service.videography.feature2": "Зйомка в 4K зі стабілізатором",
  "photo.service.videography.feature3": "Монтаж, кольорокорекція та ліцензована музика",
  "photo.service.videography.feature4": "Версії для сайту та соцмереж",
  "photo.service.events.title": "Зйомка заходів",
  "photo.service.events.description":
    "Фото та відео конференцій, свят, презентацій продуктів і весіль.",
  "photo.service.events.feature1": "Фото й відео від однієї команди",
  "photo.service.events.feature2": "Живі моменти та групові фото",
  "photo.service.events.feature3": "Короткий ролик із найкращими моментами для соцмереж",
  "photo.service.events.feature4": "Онлайн-галерея, якою можна поділитися з гостями",

  "photo.sessions.heading": "Фотосесії",
  "photo.sessions.intro":
    "Оберіть фотосесію, яка вам підходить. Кожна включає коротку розмову для планування та професійно оброблені фото.",
  "photo.sessions.durationLabel": "Тривалість",
  "photo.sessions.priceLabel": "Ціна",
  "photo.sessions.duration": "{min}–{max} год",
  "photo.sessions.priceFrom": "від {price} за\u00a0годину",
  "photo.sessions.book": "Забронювати цю фотосесію",
  "photo.session.individual.title": "Індивідуальний портрет",
  "photo.session.individual.description":
    "Ділові та особисті портрети для профілю, резюме чи сайту.",
  "photo.session.lifestyle.title": "Лайфстайл-фотосесія",
  "photo.session.lifestyle.description":
    "Невимушені фото вас, вашої родини чи команди в природній обстановці.",
  "photo.session.fashion.title": "Фешн-фотосесія",
  "photo.session.fashion.description": "Лукбуки та едиторіали для дизайнерів, моделей і магазинів.",

  "photo.gallery.heading": "Нещодавні роботи",
  "photo.gallery.intro":
    "Добірка з останніх фотосесій. Відкрийте фото, щоб переглянути його у збільшеному вигляді.",
  "photo.gallery.viewAll": "Переглянути все портфоліо",
  "photo.gallery.viewLarger": "(збільшити)",

  "photo.reasons.heading": "Чому клієнти обирають нас",
  "photo.reason.experience.title": "{years}+ {years|рік|роки|років} за камерою",
  "photo.reason.experience.text":
    "Ми вміємо створити невимушену атмосферу, тож ваші фото виглядають природно, а не постановочно.",
  "photo.reason.delivery.title": "Фото за {days} {days|день|дні|днів}",
  "photo.reason.delivery.text":
    "Оброблені фото чекатимуть на вас у приватній онлайн-галереї — готові до завантаження та поширення.",
  "photo.reason.languages.title": "Говоримо вашою мовою",
  "photo.reason.languages.text":
    "Зйомки та спілкування {count} мовами: англійською, нідерландською, українською та французькою.",
  "photo.reason.allInOne.title": "Фото, відео та сайти в одному місці",
  "photo.reason.allInOne.text":
    "Потрібно розмістити фото на новому сайті? Ми його теж створимо, і все буде в одному стилі.",

  "photo.cta.heading": "Готові до зйомки?",
  "photo.cta.text": "Розкажіть, що ви задумали, і ми запропонуємо вам план і фіксовану ціну.",
  "photo.cta.contact": "Зв’язатися з нами",

  "photo.category.portrait": "Портрет",
  "photo.category.lifestyle": "Лайфстайл",
  "photo.category.business": "Бізнес",
  "photo.category.seasonal": "Сезонна зйомка",
  "photo.category.evening": "Вечірня зйомка",
  "photo.category.holiday": "Свята",
  "photo.category.fashion": "Фешн",
  "photo.category.wedding": "Весілля",
  "photo.category.corporate": "Корпоративне відео",
  "photo.category.events": "Заходи",

  "photo.item.portraitStudio.title": "Студійний портрет",
  "photo.item.portraitStudio.description": "М’яке студійне світло та спокійний, природний погляд.",
  "photo.item.lifestyleFamily.title": "Родинний день",
  "photo.item.lifestyleFamily.description":
    "Невимушена родинна фотосесія на природі в «золоту годину».",
  "photo.item.businessHeadshots.title": "Бізнес-зйомка в місті",
  "photo.item.businessHeadshots.description":
    "Портрети команди та архітектура офісу для сайту компанії.",
  "photo.item.seasonalAutumn.title": "Кольори осені",
  "photo.item.seasonalAutumn.description": "Сезонна фотосесія серед опалого листя.",
  "photo.item.eveningCity.title": "Місто в сутінках",
  "photo.item.eveningCity.description": "Вечірні портрети на тлі міських вогнів.",
  "photo.item.holidayLights.title": "Святкові вогні",
  "photo.item.holidayLights.description": "Святкова фотосесія з теплими гірляндами.",
  "photo.item.fashionEditorial.title": "Фешн-едиторіал",
  "photo.item.fashionEditorial.description": "Сміливі кольорові блоки для лукбука дизайнера.",
  "photo.item.portraitOutdoor.title": "Портрет для особистого бренду",
  "photo.item.portraitOutdoor.description": "Портрет для сайту коуча в м’якому вечірньому світлі.",
  "photo.item.lifestyleCafe.title": "Світанок за містом",
  "photo.item.lifestyleCafe.description": "Ранкова лайфстайл-фотосесія для тревел-блогу.",
  "photo.item.weddingFilm.title": "Весільний фільм",
  "photo.item.weddingFilm.description":
    "Увесь день за кілька хвилин: обітниці, обручки та перший танець.",
  "photo.item.corporateFilm.title": "Виступ на конференції",
  "photo.item.corporateFilm.description":
    "Виступ, знятий на дві камери та змонтований для сайту компанії.",
  "photo.item.eventFilm.title": "Афтермуві фестивалю",
  "photo.item.eventFilm.description": "Енергія живого заходу в короткому динамічному афтермуві.",

  "photo.portfolio.photosHeading": "Фотографія",
  "photo.portfolio.photosIntro":
    "Портретні, лайфстайл-, бізнес-, сезонні, вечірні, святкові та фешн-зйомки.",
  "photo.portfolio.videosHeading": "Відео",
  "photo.portfolio.videosIntro":
    "Весільні й корпоративні фільми та відео із заходів. Фільми наших клієнтів приватні, тому тут ми показуємо постер, а повний фільм — на запит.",
  "photo.portfolio.videoBadge": "Відео",
  "photo.portfolio.videoNote": "Повний фільм доступний на запит.",
  "photo.portfolio.requestFilm": "Попросити показати повний фільм",
  "photo.portfolio.requestFilmMessage":
    "Вітаю! Мене зацікавив постер «{title}» на вашому сайті. Чи можете показати мені повний фільм?",
  "photo.portfolio.ctaHeading": "Створімо щось разом",
  "photo.portfolio.ctaText": "Забронюйте фотосесію або розкажіть нам про свій відеопроєкт.",
  "photo.portfolio.bookSession": "Забронювати зйомку",
  "photo.portfolio.getInTouch": "Зв’язатися з нами",

  "photo.lightbox.dialog": "Перегляд зображень",
  "photo.lightbox.carousel": "карусель",
  "photo.lightbox.slide": "слайд",
  "photo.lightbox.close": "Закрити (Esc)",
  "photo.lightbox.zoom": "Збільшити або зменшити (Z)",
  "photo.lightbox.previous": "Попереднє (стрілка ліворуч)",
  "photo.lightbox.next": "Наступне (стрілка праворуч)",
  "photo.lightbox.error": "Не вдалося завантажити це зображення.",
};
