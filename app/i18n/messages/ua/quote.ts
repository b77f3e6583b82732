import type { quote as en } from "../en/quote";
import type { Translation } from "../types";

export const quote: Translation<typeof en> = {
  "quote.title": "Запит на пропозицію",
  "quote.description":
    "Залиште свої контакти, і ми надішлемо вам пропозицію для цієї конфігурації.",
  "quote.summary": "{platform}, {pages}",
  "quote.summaryTotal": "{total} без ПДВ ({totalInclVat} з ПДВ)",
  "quote.name": "Ім’я",
  "quote.email": "Електронна пошта",
  "quote.phone": "Телефон",
  "quote.company": "Компанія",
  "quote.message": "Повідомлення",
  "quote.optional": "(необов’язково)",
  "quote.consent": "Я погоджуюся, щоб Studio Noord зв’язалася зі мною щодо цього запиту.",
  "quote.consentHint": "Поставте позначку вище, щоб надіслати запит.",
  "quote.submit": "Надіслати запит",
  "quote.sending": "Надсилаємо…",
  "quote.cancel": "Скасувати",
  "quote.successTitle": "Запит надіслано!",
  "quote.successText": "Дякуємо! Ми скоро надішлемо вам пропозицію.",
  "quote.sentNote":
    "Ваш запит на пропозицію для цієї конфігурації вже в нас. Ми відповімо на {email}.",
  "quote.failTitle": "Запит не надіслано",
  "quote.failText":
    "Під час надсилання щось пішло не так. Спробуйте ще раз або зателефонуйте чи напишіть нам — ваші дані збережено у формі.",
  "quote.tooFastText":
    "Зачекайте {seconds} {seconds|секунду|секунди|секунд}, перш ніж надсилати наступний запит.",
  "quote.rateLimitedText":
    "Ви надіслали кілька запитів за короткий час. Спробуйте пізніше або зателефонуйте чи напишіть нам.",
};
