import type { contact as en } from "../en/contact";
import type { Translation } from "../types";

export const contact: Translation<typeof en> = {
  "contact.name": "Ім’я",
  "contact.email": "Електронна пошта",
  "contact.phone": "Телефон",
  "contact.message": "Повідомлення",
  "contact.optional": "(необов’язково)",
  "contact.messagePlaceholder": "Що ви хочете створити або покращити?",
  /** Prefilled message when a visitor comes from "Book this session" on the photo/video page. */
  "contact.sessionRequest": "Я хочу забронювати фотосесію: {session}.",
  "contact.session.individual": "Індивідуальний портрет",
  "contact.session.lifestyle": "Лайфстайл-фотосесія",
  "contact.session.fashion": "Фешн-фотосесія",
  "contact.honeypot": "Залиште це поле порожнім",
  "contact.submit": "Надіслати повідомлення",
  "contact.sending": "Надсилаємо…",
  "contact.privacyNote": "Ваші дані ми використовуємо лише для відповіді на повідомлення.",
  "contact.privacyLink": "Політика конфіденційності",
  "contact.toast.region": "Сповіщення",
  "contact.toast.close": "Закрити сповіщення",
  "contact.toast.successTitle": "Повідомлення надіслано!",
  "contact.toast.successText": "Ваш запит надіслано. Ми скоро з вами зв’яжемося.",
  "contact.toast.failTitle": "Не вдалося надіслати",
  "contact.toast.failText": "Не вдалося надіслати повідомлення. Спробуйте ще раз.",
  "contact.toast.tooFastTitle": "Занадто швидко!",
  "contact.toast.tooFastText":
    "Зачекайте {seconds} {seconds|секунду|секунди|секунд}, перш ніж надсилати наступне повідомлення.",
  "contact.toast.rateLimitedText":
    "Ви надіслали кілька повідомлень за короткий час. Спробуйте пізніше або зателефонуйте нам.",
  "contact.error.required": "Заповніть це поле.",
  "contact.error.invalid_email":
    "Введіть коректну адресу електронної пошти, наприклад name@example.com.",
  "contact.error.invalid_phone": "Введіть коректний номер телефону, наприклад +31 6 1234 5678.",
  "contact.error.too_long": "Текст задовгий. Скоротіть його, будь ласка.",
  "contact.error.too_long_max":
    "Текст задовгий. Скоротіть його, будь ласка: максимум символів — {max}.",
  "contact.error.invalid_chars": "Тут є символи, які ми не можемо прийняти.",
  "contact.error.must_accept": "Поставте позначку, щоб продовжити.",
  "contact.error.invalid_url": "Введіть вебадресу, наприклад www.example.nl.",
  "contact.error.invalid_value": "Перевірте це значення.",
};
