import type { Lang } from "~/lib/langs";

/**
 * Texts shared by the two demo sites (docs/product.md §9.1, §9.2): English, like the demos, except
 * the studio's own bar above them, which speaks the language the visitor came from.
 */
export const DEMO_COMMON = {
  skipLink: "Skip to content",
  banner: {
    en: {
      label: "About this demo",
      text: "Demo site by Studio Noord. This business is fictional: nothing you enter here is sent.",
      link: "Back to Studio Noord",
    },
    nl: {
      label: "Over deze demo",
      text: "Demosite van Studio Noord. Dit bedrijf is fictief: wat je hier invult, wordt niet verstuurd.",
      link: "Terug naar Studio Noord",
    },
    ua: {
      label: "Про це демо",
      text: "Демосайт Studio Noord. Цей бізнес вигаданий: нічого з того, що ви тут вводите, не надсилається.",
      link: "Назад до Studio Noord",
    },
    fr: {
      label: "À propos de cette démo",
      text: "Site de démonstration de Studio Noord. Cette entreprise est fictive\u00a0: rien de ce que vous saisissez ici n’est envoyé.",
      link: "Retour à Studio Noord",
    },
  } satisfies Record<Lang, { label: string; text: string; link: string }>,
  form: {
    required: "Please fill in this field.",
    email: "Please enter a valid email address, like name@example.com.",
    phone: "Please enter a valid phone number, like +31 6 1234 5678.",
    date: "Please choose a date from today onwards.",
    tooShort: "Please write at least {min} characters.",
    invalid: "Please check what you entered here.",
    summary: "Please correct the highlighted fields.",
    demoNote: "This is a demo: nothing was sent and no one will contact you.",
    again: "Fill in the form again",
  },
} as const;

export type DemoFormMessages = typeof DEMO_COMMON.form;
