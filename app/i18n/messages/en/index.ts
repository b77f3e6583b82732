import { common } from "./common";
import { legalPages } from "./legal-pages";
import { pages } from "./pages";
import { search } from "./search";

/** English messages: the source of keys for every language. */
export const en = { ...common, ...pages, ...legalPages, ...search } as const;
