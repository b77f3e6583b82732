import type { card as en } from "../en/card";
import type { Translation } from "../types";

export const card: Translation<typeof en> = {
  "card.role": "Засновник {brand} · веброзробник і фотограф",
  "card.bio":
    "Я створюю швидкі сайти, веду онлайн-маркетинг і фотографую людей та бренди. Понад {years} років в ІТ, понад {photoYears} років за камерою, живу та працюю в Нідерландах.",
  "card.saveContact": "Зберегти контакт",
  "card.saveContactHint": "Додає мої дані до контактів вашого телефона.",
  "card.contactHeading": "Контакти",
  "card.contact.telegram": "Telegram",
  "card.contact.whatsapp": "WhatsApp",
  "card.contact.phone": "Зателефонувати",
  "card.contact.email": "Електронна пошта",
  "card.contact.website": "Сайт",
  "card.contact.location": "Місцезнаходження",
  "card.locationValue": "{city}, {country}",
  "card.chatPrefill": "Вітаю! Пишу вам після перегляду вашої цифрової візитівки.",
  "card.skillsHeading": "Чим я займаюся",
  "card.skill.photo": "Фотографія",
  "card.skill.marketing": "Цифровий маркетинг",
  "card.skill.scripts": "Скрипти та автоматизація",
  "card.skill.webDevelopment": "Веброзробка",
  "card.skill.support": "Технічна підтримка",
  // A soft hyphen (\u00AD) lets the long word break with a hyphen in a narrow chip.
  "card.skill.sysadmin": "Системне адміні\u00ADстрування",
  "card.languagesHeading": "Мови",
  "card.language.ru": "Російська",
  "card.language.uk": "Українська",
  "card.language.en": "Англійська",
  "card.language.nl": "Нідерландська",
  "card.language.fr": "Французька",
  "card.level.native": "Рідна",
  "card.level.advanced": "Вільне володіння",
  "card.level.intermediate": "Середній рівень",
  "card.level.basic": "Базовий рівень",
  "card.languageSwitcher": "Мова сторінки",
  "card.backToSite": "Перейти на сайт {brand}",
};
