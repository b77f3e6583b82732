import type { DemoFormRules } from "~/features/demo/demo-form-rules";

/** The estimate's call-back request (docs/product.md §9.2): the phone is its one field. */
export const ESTIMATE_FORM: DemoFormRules<"phone"> = {
  id: "estimate",
  fields: ["phone"],
  schema: "estimate",
};

/** The contact form at the foot of the cleaning demo. */
export const CLEANING_CONTACT_FORM: DemoFormRules<"name" | "email" | "phone" | "message"> = {
  id: "contact",
  fields: ["name", "email", "phone", "message"],
  schema: "cleaningContact",
};
