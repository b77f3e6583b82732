import type { en } from "./en";

export type MessageKey = keyof typeof en;
/** A full dictionary: a key missing in any language fails the typecheck. */
export type Messages = { readonly [K in MessageKey]: string };
/** One namespace of another language, checked against the English namespace. */
export type Translation<T> = { readonly [K in keyof T]: string };
