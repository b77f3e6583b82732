/**
 * Texts shared by the two demo sites (docs/product.md §9.1, §9.2): English only, like the demos.
 */
export const DEMO_COMMON = {
  skipLink: "Skip to content",
  banner: {
    label: "About this demo",
    text: "Demo site by Studio Noord. This business is fictional: nothing you enter here is sent.",
    link: "Back to Studio Noord",
  },
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
