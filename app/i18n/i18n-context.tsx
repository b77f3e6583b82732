import { createContext, useContext, useMemo, type ReactNode } from "react";
import { fillVars, type TextVars } from "~/lib/fill-vars";
import { languageOption, type Lang, type LanguageOption } from "./languages";
import type { MessageKey, Messages } from "./messages/types";

export interface I18n {
  lang: Lang;
  option: LanguageOption;
  /** The dictionary `t` reads: the page's, plus an island's own keys inside an island. */
  messages: Partial<Messages>;
  /** Translated text; a missing key shows the key itself (docs/product.md §2.1). */
  t: (key: MessageKey, vars?: TextVars) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function translate(
  messages: Partial<Messages>,
  key: MessageKey,
  vars?: TextVars,
  lang?: Lang,
): string {
  const text = messages[key];
  if (text === undefined) return key;
  return vars ? fillVars(text, vars, lang) : text;
}

export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: Lang;
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  const value = useMemo<I18n>(
    () => ({
      lang,
      option: languageOption(lang),
      messages,
      t: (key, vars) => translate(messages, key, vars, lang),
    }),
    [lang, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's language and t(); throws when used outside the provider (docs/product.md §14). */
export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error("useI18n must be used inside <I18nProvider>");
  return ctx;
}
