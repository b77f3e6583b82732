import type { home as en } from "../en/home";
import type { Translation } from "../types";

export const home: Translation<typeof en> = {
  // The offers in the home page's structured data (app/features/seo/studio-json-ld.ts), named as
  // the calculator names them; a monthly one says so in its price (`MON`).
  "home.offer.elementor": "WordPress + Elementor",
  "home.offer.lovable": "Прототип на Lovable",
  "home.offer.support.elementor": "Підтримка й обслуговування (WordPress + Elementor)",
  "home.offer.support.lovable": "Підтримка й обслуговування (Lovable)",
  "home.hero.subtitle": "Веброзробка · Цифровий маркетинг · Фото й відео",
  "home.hero.titleLine1": "Сайти, які",
  "home.hero.titleLine2": "приводять клієнтів,",
  "home.hero.titleLine3": "запуск за {launchDays} {launchDays|день|дні|днів}",
  "home.hero.description":
    "Ми проєктуємо й створюємо швидкі сайти для малого бізнесу в Нідерландах і показуємо робочий прототип уже за {prototypeDays} {prototypeDays|день|дні|днів}. Ви працюєте напряму із засновником: понад {years} {years|рік|роки|років} досвіду та {clients}+ {clients|клієнт|клієнти|клієнтів}.",
  "home.hero.start": "Почати проєкт",
  "home.hero.redesign": "Потрібен редизайн? Поговорімо",
  "home.hero.aiBadge": "На основі ШІ",
  "home.hero.cardTitle": "Що ви отримуєте",
  "home.hero.feature.launch":
    "Запуск за {launchDays} {launchDays|день|дні|днів}, прототип за {prototypeDays} {prototypeDays|день|дні|днів}",
  "home.hero.feature.speed":
    "Сторінки завантажуються за {seconds} с: кожна секунда затримки забирає {percent}% клієнтів",
  "home.hero.feature.mobile":
    "Спершу для смартфонів: {percent}% людей переглядають сайти з мобільного",
  "home.hero.statYears": "{years|рік|роки|років} досвіду",
  "home.hero.statClients": "{clients|клієнт|клієнти|клієнтів}",

  "home.services.heading": "Наші послуги",
  "home.services.intro":
    "Усе, що потрібно малому бізнесу, аби його знаходили в інтернеті й обирали клієнти, — в одній студії.",
  "home.services.cta": "Обговорити проєкт",
  "home.services.web.title": "Розробка сайтів",
  "home.services.web.description":
    "Сайти та інтернет-магазини на WordPress, Elementor, Shopify або Lovable із запуском за {launchDays} {launchDays|день|дні|днів}.",
  "home.services.web.bullet1":
    "Інтерактивний прототип за {prototypeDays} {prototypeDays|день|дні|днів}",
  "home.services.web.bullet2": "Редизайн-спринт за {launchDays} {launchDays|день|дні|днів}",
  "home.services.marketing.title": "Цифровий маркетинг",
  "home.services.marketing.description":
    "Кампанії в Google і Meta, які знаходять потрібних людей, з вимірюванням від кліку до клієнта.",
  "home.services.marketing.bullet1": "До {percent}% економії на рекламі",
  "home.services.marketing.bullet2": "Правильно налаштоване відстеження конверсій",
  "home.services.mobile.title": "Мобільна оптимізація",
  "home.services.mobile.description":
    "{percent}% відвідувачів заходять зі смартфона, тож ваш сайт має бездоганно працювати на будь-якому екрані.",
  "home.services.mobile.bullet1": "Зручні меню та форми на сенсорних екранах",
  "home.services.mobile.bullet2": "Перевірка на реальних телефонах і планшетах",
  "home.services.seo.title": "SEO-просування",
  "home.services.seo.description": "Вас знаходять у Google люди, які шукають ваші послуги поруч.",
  "home.services.seo.bullet1": "Технічне SEO та локальні каталоги",
  "home.services.seo.bullet2": "Контент, що відповідає на реальні запитання",
  "home.services.design.title": "UI/UX-дизайн",
  "home.services.design.description":
    "Зрозумілі й привабливі інтерфейси, які спонукають відвідувачів зв’язатися з вами.",
  "home.services.design.bullet1": "Вайрфрейми та клікабельні прототипи",
  "home.services.design.bullet2": "Читабельні кольори й шрифти для всіх",
  "home.services.speed.title": "Оптимізація швидкості",
  "home.services.speed.description":
    "Кожна секунда затримки забирає {percent}% клієнтів. Ми скорочуємо час завантаження до {seconds} с.",
  "home.services.speed.bullet1": "Оптимізовані зображення, шрифти й код",
  "home.services.speed.bullet2": "Моніторинг Web Vitals",

  "home.about.heading": "Про студію",
  "home.about.founderLed":
    "Студію веде засновник: ви працюєте напряму з людиною, яка створює ваш сайт.",
  "home.about.valueTitle": "Невелика студія з досвідом великої агенції",
  "home.about.valueText":
    "Понад {years} {years|рік|роки|років} досвіду й більше ніж {clients} {clients|клієнта|клієнтів|клієнтів}: ми поєднуємо дизайн, розробку та маркетинг, щоб ваш сайт приносив клієнтів, а не лише компліменти.",
  "home.about.badge.experience": "{years}+ {years|рік|роки|років} досвіду",
  "home.about.badge.clients": "{clients}+ {clients|клієнт|клієнти|клієнтів}",
  "home.about.badge.languages": "Обслуговування {languages} мовами",
  "home.about.processHeading": "Як ми працюємо",
  "home.about.step": "Крок {number}",
  "home.about.steps.idea.title": "Від ідеї до прототипу",
  "home.about.steps.idea.text":
    "Уже за {days} {days|день|дні|днів} ви зможете переглянути й випробувати робочий прототип свого сайту.",
  "home.about.steps.content.title": "Контент і UX",
  "home.about.steps.content.text":
    "Ми пишемо та структуруємо тексти, щоб відвідувачі швидко знаходили потрібне й розуміли, що робити далі.",
  "home.about.steps.integrations.title": "Інтеграції",
  "home.about.steps.integrations.text":
    "Бронювання, оплати, форми й аналітика, підключені до інструментів, якими ви вже користуєтеся.",
  "home.about.steps.growth.title": "Зростання",
  "home.about.steps.growth.text":
    "Після запуску ми вимірюємо результати, вдосконалюємо сайт і допомагаємо зростати за допомогою SEO та реклами.",
  "home.about.founderRole": "Засновник, розробник і фотограф",
  "home.about.founderBio":
    "Я заснував студію, щоб малий бізнес міг мати сайт, який раніше вимагав великого бюджету: швидкий, помітний у пошуку та зорієнтований на його клієнтів.",
  "home.about.founderPhotoAlt": "Портрет: {name}",
  "home.about.founderOpenPhoto": "Збільшити фото: {name}",
  // No full stop: the long Ukrainian date ("1 вересня 2025 р.") ends the sentence with its own.
  "home.about.legalShort":
    "Studio Noord — одноосібне підприємство (eenmanszaak), зареєстроване в Нідерландах з {date}",
  "home.about.legalToggle": "Реквізити компанії",
  "home.about.legalMore": "Уся юридична інформація",
  "home.about.whyHeading": "Чому обирають нас",
  "home.about.values.direct.title": "Прямий контакт",
  "home.about.values.direct.text":
    "Жодних менеджерів-посередників: ви спілкуєтеся з тим, хто виконує роботу.",
  "home.about.values.transparent.title": "Прозорі ціни",
  "home.about.values.transparent.text":
    "Ціни без прихованих витрат — розрахуйте їх самі в калькуляторі нижче.",
  "home.about.values.results.title": "Орієнтація на результат",
  "home.about.values.results.text":
    "Швидкі сайти, які легко знайти і які перетворюють відвідувачів на клієнтів.",

  "home.portfolio.heading": "Портфоліо",
  "home.portfolio.intro":
    "Добірка сайтів і рекламних кампаній, які ми створили для малого бізнесу.",
  "home.portfolio.filterLabel": "Фільтр проєктів",
  "home.portfolio.filterAll": "Усі",
  "home.portfolio.filterWeb": "Веброзробка",
  "home.portfolio.showing": "Показано проєктів: {count} з {total}",
  "home.portfolio.viewLive": "Переглянути сайт",
  "home.portfolio.viewCode": "Переглянути код",
  "home.portfolio.technologies": "Технології",
  "home.portfolio.category.web": "Веброзробка",
  "home.portfolio.category.marketing": "Маркетинг",
  "home.portfolio.more": "Більше вебпроєктів",
  "home.projects.barbershop.description":
    "Демосайт барбершопу: послуги з цінами за рівнем майстра, команда й онлайн-запис.",
  "home.projects.cleaning.description":
    "Демосайт клінінгової компанії з миттєвим розрахунком ціни за розміром квартири.",
  "home.projects.dental.title": "Лендинг для стоматологічної клініки",
  "home.projects.dental.description":
    "Лендинг нідерландською мовою для невеликих стоматологічних клінік із міні-аудитом і планом на 30 днів.",
  "home.projects.bakery.description":
    "Онлайн-передзамовлення хліба й тортів із часом самовивозу та меню на тиждень.",
  "home.projects.boutique.description":
    "Інтернет-магазин одягу з лукбуком, порадами щодо розміру та email-розсилками.",
  "home.projects.physio.description":
    "Сайт фізіотерапевтичного кабінету з процедурами, сторінками команди й локальним SEO.",
  "home.projects.yoga.description": "Розклад занять, абонементи й онлайн-оплата для йога-студії.",
  "home.projects.trattoria.description":
    "Локальні кампанії та профіль компанії в Google, завдяки яким столики заповнювалися й у будні.",

  "home.contact.note.sent": "Дякуємо, {name}. Ми відповімо на {email}.",
  "home.contact.note.failed":
    "Ще не надіслано: ваше повідомлення залишилося у формі. Надішліть його ще раз за хвилину або зателефонуйте нам.",
  "home.contact.note.tooFast":
    "Ваше попереднє повідомлення вже в нас. Наступне можна надіслати через {seconds} {seconds|секунду|секунди|секунд}.",
  "home.contact.note.rateLimited":
    "У нас уже є кілька ваших повідомлень. Надішліть це трохи пізніше або зателефонуйте нам.",
  "home.contact.heading": "Контакти",
  "home.contact.intro": "Розкажіть про свій проєкт. Ми скоро з вами зв’яжемося.",
  "home.contact.emailLabel": "Електронна пошта",
  "home.contact.phoneLabel": "Телефон",
  "home.contact.addressLabel": "Адреса",
  "home.contact.addressNote":
    "Юридична адреса, не для відвідувань. Ми зустрічаємося онлайн або у вас.",
  "home.contact.consultationTitle": "Консультація на {minutes} {minutes|хвилину|хвилини|хвилин}",
  "home.contact.consultationText":
    "Коротка відео- або телефонна розмова про ваші цілі, бюджет і терміни — без жодних зобов’язань.",
  "home.contact.invoiceTitle": "Рахунки",
  "home.contact.invoiceNote":
    "За кожну оплату ви отримуєте офіційний рахунок-фактуру з ПДВ — і компанії, і приватні особи.",
  "home.contact.formHeading": "Напишіть нам",
};
