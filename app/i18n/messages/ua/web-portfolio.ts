import type { webPortfolio as en } from "../en/web-portfolio";
import type { Translation } from "../types";

export const webPortfolio: Translation<typeof en> = {
  "webPortfolio.projects.heading": "Вибрані проєкти",
  "webPortfolio.filter.label": "Фільтр проєктів",
  "webPortfolio.filter.all": "Усі",
  "webPortfolio.filter.web": "Веброзробка",
  "webPortfolio.filter.showing": "Показано проєктів: {count} з {total}",
  "webPortfolio.industry.healthcare": "Медицина",
  "webPortfolio.industry.entertainment": "Розваги",
  "webPortfolio.service.web": "Веброзробка",
  "webPortfolio.service.marketing": "Маркетинг",
  "webPortfolio.screenshotAlt": "Сайт {title}",
  "webPortfolio.technologies": "Технології",
  "webPortfolio.features": "Ключові можливості",
  "webPortfolio.viewLive": "Переглянути сайт",
  "webPortfolio.viewCode": "Переглянути код",

  "webPortfolio.project.smilecare.description":
    "Швидкий двомовний сайт для сімейної стоматології, де нові пацієнти записуються на прийом за хвилину.",
  "webPortfolio.project.smilecare.feature1": "Онлайн-запис на прийом",
  "webPortfolio.project.smilecare.feature2": "Нідерландська та англійська мови",
  "webPortfolio.project.smilecare.feature3": "Послуги з прозорими цінами",
  "webPortfolio.project.smilecare.feature4": "Завантажується за {seconds} с на телефоні",
  "webPortfolio.project.physio.description":
    "Сучасний сайт для кабінету фізіотерапії: послуги, фахівці та графік роботи — усе одразу перед очима.",
  "webPortfolio.project.physio.feature1": "Профіль кожного фізіотерапевта",
  "webPortfolio.project.physio.feature2": "Онлайн-анкета для першого візиту",
  "webPortfolio.project.physio.feature3": "Мапа, маршрут і графік роботи",
  "webPortfolio.project.physio.feature4": "Зручно читати на будь-якому екрані",
  "webPortfolio.project.escape.description":
    "Лендинг і рекламна кампанія для квест-кімнати, створені, щоб перетворювати кліки з реклами на бронювання.",
  "webPortfolio.project.escape.feature1": "Лендинг, зосереджений на бронюваннях",
  "webPortfolio.project.escape.feature2": "Рекламні кампанії в Google і Meta",
  "webPortfolio.project.escape.feature3": "Кнопка бронювання на кожному екрані",
  "webPortfolio.project.escape.feature4": "Відстеження конверсій для кожного оголошення",

  "webPortfolio.process.heading": "Як ми працюємо",
  "webPortfolio.process.intro":
    "Чотири зрозумілі кроки — від першої розмови до сайту, який продовжує зростати.",
  "webPortfolio.process.step": "Крок {number}",
  "webPortfolio.process.discovery.title": "Знайомство та планування",
  "webPortfolio.process.discovery.text":
    "{minutes}-хвилинна розмова про ваш бізнес, клієнтів і цілі, а потім — чіткий план і фіксована ціна.",
  "webPortfolio.process.design.title": "Дизайн і прототип",
  "webPortfolio.process.design.text":
    "За {prototypeDays} {prototypeDays|день|дні|днів} ви переглядаєте робочий прототип і кажете, що змінити.",
  "webPortfolio.process.development.title": "Розробка та тестування",
  "webPortfolio.process.development.text":
    "Ми створюємо сайт і тестуємо його на телефонах, планшетах і комп’ютерах — на швидкість і видимість у пошуку.",
  "webPortfolio.process.launch.title": "Запуск і підтримка",
  "webPortfolio.process.launch.text":
    "Ваш сайт запрацює за {launchDays} {launchDays|день|дні|днів}. Після запуску ми дбаємо, щоб він залишався актуальним, захищеним і швидким.",

  "webPortfolio.cta.heading": "Маєте ідею проєкту?",
  "webPortfolio.cta.text":
    "Розкажіть про свій бізнес, і ми покажемо, яким може бути ваш новий сайт.",
  "webPortfolio.cta.contact": "Почати проєкт",
  "webPortfolio.cta.services": "Наші послуги",
};
