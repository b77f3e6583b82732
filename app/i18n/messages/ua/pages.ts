import type { pages as en } from "../en/pages";
import type { Translation } from "../types";

export const pages: Translation<typeof en> = {
  "home.meta.title": "Studio Noord: сайти, маркетинг і фото/відео в Нідерландах",
  "home.meta.description":
    "Швидкі сайти за {launchDays} {launchDays|день|дні|днів}, цифровий маркетинг і фото/відео для малого бізнесу. Студія в Нідерландах, де ви працюєте напряму із засновником. Прототип за {prototypeDays} {prototypeDays|день|дні|днів}.",
  "photoVideo.meta.title": "Фото- та відеопослуги | Studio Noord",
  "photoVideo.meta.description":
    "Портретна, лайфстайл- і фешн-фотозйомка, відеозйомка та зйомка заходів. Готові фото за {days} {days|день|дні|днів}.",
  "photoVideo.heading": "Фото й відео, що розповідають вашу історію",
  "photoVideo.intro":
    "Фотозйомка, відеозйомка та зйомка заходів для приватних клієнтів і бізнесу. Понад {years} {years|рік|роки|років} досвіду у фотографії.",
  "portfolio.meta.title": "Портфоліо фото й відео | Studio Noord",
  "portfolio.meta.description":
    "Добірка портретних, лайфстайл-, фешн-, весільних, корпоративних і репортажних зйомок.",
  "portfolio.heading": "Портфоліо фото й відео",
  "portfolio.intro": "Добірка наших нещодавніх фотосесій і відеопроєктів.",
  "websitePortfolio.meta.title": "Портфоліо сайтів | Studio Noord",
  "websitePortfolio.meta.description":
    "Сайти, які ми створили для бізнесу у сферах охорони здоров’я та розваг: технології та ключові можливості.",
  "websitePortfolio.heading": "Портфоліо сайтів",
  "websitePortfolio.intro":
    "Сайти, які ми спроєктували й розробили для малого бізнесу: від першої ідеї до запуску та підтримки.",
  "card.meta.title": "Цифрова візитівка | Studio Noord",
  "card.meta.description":
    "Зв’яжіться із засновником Studio Noord: телефон, WhatsApp, Telegram, електронна пошта й сайт в одній візитівці.",
  "card.heading": "Цифрова візитівка",
  "card.intro": "Усі способи зв’язатися зі мною в одному місці.",
  "legal.meta.title": "Юридична інформація | Studio Noord",
  "legal.meta.description": "Реквізити Studio Noord: реєстраційні дані, адреси та контакти.",
  "legal.heading": "Юридична інформація",
  "legal.intro": "Хто відповідає за цей сайт і як з нами зв’язатися.",
  "privacy.meta.title": "Політика конфіденційності | Studio Noord",
  "privacy.meta.description":
    "Які дані збирають наші форми, куди вони передаються, скільки часу ми їх зберігаємо, файли cookie та ваші права згідно з GDPR.",
  "privacy.heading": "Політика конфіденційності",
  "privacy.intro": "Як ми обробляємо ваші персональні дані, коли ви користуєтеся цим сайтом.",
  "terms.meta.title": "Умови надання послуг | Studio Noord",
  "terms.meta.description": "Умови користування нашим сайтом і надання наших послуг.",
  "terms.heading": "Умови надання послуг",
  "terms.intro": "Умови, що діють, коли ви користуєтеся цим сайтом або замовляєте наші послуги.",
  "tandarts.heading": "Сайти для стоматологічних клінік",
  "tandarts.meta.title": "Сайти для стоматологічних клінік | Studio Noord",
  "tandarts.meta.description": "Сайти й онлайн-маркетинг для невеликих стоматологічних клінік.",
  "messageSent.meta.title": "Повідомлення надіслано | Studio Noord",
  "messageSent.meta.description": "Ваше повідомлення надіслано.",
  "messageSent.heading": "Повідомлення надіслано!",
  "messageSent.intro": "Ваш запит надіслано. Ми скоро з вами зв’яжемося.",
  "messageSent.back": "Повернутися на головну",
  "messageSent.quoteHeading": "Запит на пропозицію надіслано!",
  "messageSent.quoteIntro":
    "Дякуємо! Ми отримали вашу конфігурацію і скоро надішлемо вам пропозицію.",
  "messageSent.quoteBack": "Повернутися до калькулятора",
  "messageNotSent.meta.title": "Повідомлення не надіслано | Studio Noord",
  "messageNotSent.meta.description": "Не вдалося надіслати ваше повідомлення.",
  "messageNotSent.heading": "Ваше повідомлення не надіслано",
  "messageNotSent.intro":
    "Перевірте форму: ім’я, дійсна адреса електронної пошти та текст повідомлення обов’язкові. Нічого не надіслано.",
  "messageNotSent.back": "Повернутися до форми зв’язку",
  "messageNotSent.fieldsLabel": "Перевірте ці поля:",
  "messageNotSent.field.name": "Ім’я",
  "messageNotSent.field.email": "Електронна пошта",
  "messageNotSent.field.phone": "Телефон",
  "messageNotSent.field.practiceName": "Назва клініки",
  "messageNotSent.field.message": "Повідомлення",
  "messageNotSent.field.practiceUrl": "Сайт клініки",
  "messageNotSent.field.company": "Компанія",
  "messageNotSent.field.consent": "Згода на зв’язок",
  "messageNotSent.field.privacy": "Згода на зв’язок щодо цього запиту",
  "messageNotSent.quoteHeading": "Ваш запит на пропозицію не надіслано",
  "messageNotSent.reason.invalid":
    "Деякі поля потрібно виправити. Нижче — те, що ви ввели: виправте й надішліть ще раз.",
  "messageNotSent.retryHeading": "Перевірте та надішліть ще раз",
  "messageNotSent.retrySubmit": "Надіслати ще раз",
  "messageNotSent.reason.rateLimited":
    "Ви щойно надіслали повідомлення. Зачекайте {wait} і спробуйте ще раз.",
  "messageNotSent.wait.one": "{count} секунду",
  "messageNotSent.wait.few": "{count} секунди",
  "messageNotSent.wait.many": "{count} секунд",
  "messageNotSent.wait.other": "{count} секунди",
  "messageNotSent.reason.hourlyLimit":
    "Ви надіслали кілька повідомлень за останню годину. Спробуйте ще раз приблизно через {minutes} хв або зателефонуйте чи напишіть нам.",

  "messageNotSent.reason.tooLarge":
    "Надіслані дані завеликі для форми, тож ми їх не прочитали. Поверніться, скоротіть повідомлення до {max} символів і надішліть ще раз або напишіть нам на пошту.",
  "messageNotSent.reason.otherSite":
    "Цю форму надіслано з іншої вебадреси, тому її не прийнято. Відкрийте {site} і надішліть її звідти або зателефонуйте чи напишіть нам.",
  "messageNotSent.reason.unreadable":
    "Ваш браузер надіслав форму так, що ми не змогли її прочитати. Поверніться й надішліть її ще раз або зателефонуйте чи напишіть нам.",
  "messageNotSent.reason.server":
    "Сталася помилка на нашому боці. Спробуйте ще раз за хвилину або зателефонуйте чи напишіть нам.",
};
