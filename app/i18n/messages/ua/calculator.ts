import type { calculator as en } from "../en/calculator";
import type { Translation } from "../types";

export const calculator: Translation<typeof en> = {
  "calculator.heading": "Калькулятор вартості сайту",
  "calculator.intro":
    "Оберіть платформу, кількість сторінок і потрібні додаткові послуги — ціну побачите одразу.",
  "calculator.vatNote": "Усі ціни в євро без {vat}% ПДВ, якщо не зазначено інше.",
  "calculator.platformLegend": "Платформа",
  "calculator.platform.elementor.name": "WordPress + Elementor",
  "calculator.platform.elementor.description":
    "Повноцінний сайт, який ви зможете редагувати самі, з тисячами плагінів.",
  "calculator.platform.lovable.name": "Прототип на Lovable",
  "calculator.platform.lovable.description":
    "Швидкий односторінковий сайт, створений за допомогою інструментів ШІ, — ідеально, щоб перевірити ідею.",
  "calculator.moreInfo": "Докладніше: {topic}",
  "calculator.tip.platform.elementor":
    "Elementor — візуальний конструктор сторінок для WordPress: тексти й зображення ви змінюєте самі, без коду.",
  "calculator.tip.platform.lovable":
    "Lovable за допомогою ШІ генерує сучасний сайт на React; ми перевіряємо й доопрацьовуємо його перед запуском.",
  "calculator.pagesLabel": "Кількість сторінок",
  "calculator.pages.one": "{count} сторінка",
  "calculator.pages.few": "{count} сторінки",
  "calculator.pages.many": "{count} сторінок",
  "calculator.pages.other": "{count} сторінки",
  "calculator.hint.elementor": "Базовий пакет: {pages}; кожна додаткова сторінка коштує {price}.",
  "calculator.hint.lovable": "Прототип на Lovable — це {pages}.",
  "calculator.tip.pages.elementor":
    "Рахуйте кожну окрему сторінку: головну, послуги, про нас, контакти, список статей блогу тощо.",
  "calculator.tip.pages.lovable":
    "Прототип — це одна довга сторінка з розділами; більше сторінок з’явиться, коли ви перейдете на повноцінний сайт.",
  "calculator.addonsLegend": "Додатково",
  "calculator.addon.ecommerce.name": "Інтернет-магазин",
  "calculator.addon.ecommerce.description": "Товари, кошик і оплата на WooCommerce.",
  "calculator.addon.seo.name": "Базове SEO",
  "calculator.addon.seo.description": "Заголовки, описи, карта сайту та Search Console.",
  "calculator.addon.analytics.name": "Аналітика",
  "calculator.addon.analytics.description": "Google Analytics і відстеження конверсій.",
  "calculator.addon.multilingual.name": "Багатомовний сайт",
  "calculator.addon.multilingual.description": "Ваш сайт кількома мовами.",
  "calculator.addon.calculator.name": "Онлайн-калькулятор послуг",
  "calculator.addon.calculator.description":
    "Відвідувачі самі розраховують ціну, як на цій сторінці.",
  "calculator.addon.branding.name": "Брендинг",
  "calculator.addon.branding.description": "Логотип, кольори й шрифти, що пасують вашому бізнесу.",
  "calculator.unavailable": "Недоступно для платформи «{platform}».",
  "calculator.included": "Включено",
  "calculator.oneTimeHeading": "Разові витрати",
  "calculator.base": "Базовий пакет",
  "calculator.specialOffer": "Спецпропозиція",
  "calculator.originalPrice": "Звичайна ціна {price}",
  "calculator.extraPages": "Додаткові сторінки ({pages}\u00a0×\u00a0{price})",
  "calculator.total": "Разом без ПДВ",
  "calculator.totalInclVat": "Разом із ПДВ {vat}%",
  "calculator.recurringHeading": "Регулярні витрати",
  "calculator.support": "Підтримка й обслуговування",
  "calculator.tip.support.elementor":
    "Оновлення WordPress і плагінів, резервні копії, моніторинг безпеки та дрібні зміни контенту.",
  "calculator.tip.support.lovable":
    "Оновлення, резервні копії, дрібні зміни контенту та хостинг вашого прототипу.",
  "calculator.perMonth": "{price} / міс.",
  "calculator.perYear": "{price} / рік",
  "calculator.inclVat": "{price} з ПДВ",
  "calculator.hosting": "Хостинг",
  "calculator.hostingPromo.one": "{price} / міс. протягом {months} міс. від початку",
  "calculator.hostingPromo.few": "{price} / міс. протягом перших {months} місяців",
  "calculator.hostingPromo.many": "{price} / міс. протягом перших {months} місяців",
  "calculator.hostingPromo.other": "{price} / міс. протягом перших {months} місяця",
  "calculator.hostingAfterPromo": "далі {price} / міс.",
  "calculator.limitedOffer": "Обмежена спецпропозиція",
  "calculator.hostingIncluded": "Включено в підтримку",
  "calculator.hostingNote.elementor":
    "Швидкий керований хостинг для WordPress із SSL-сертифікатом і щоденними резервними копіями.",
  "calculator.hostingNote.lovable": "Хостинг входить у щомісячну плату за підтримку.",
  "calculator.tip.hosting.elementor":
    "Сервери в ЄС, налаштовані для WordPress, тож ваш сайт завантажується швидко.",
  "calculator.tip.hosting.lovable":
    "Ваш прототип працює у швидкій глобальній мережі без доплат, поки у вас є підтримка.",
  "calculator.domain": "Доменне ім’я",
  "calculator.quoteButton": "Отримати пропозицію",
  "calculator.quoteNote": "Без зобов’язань: остаточну ціну підтвердимо після короткої розмови.",
  "calculator.update": "Оновити ціну",
  "calculator.liveNote": "Ціна оновлюється, поки ви обираєте.",
  "calculator.staleNote": "Ви змінили вибір. Оновіть ціну, щоб побачити його вартість.",
};
