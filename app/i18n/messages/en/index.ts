import { common } from "./common";
import { calculator } from "./calculator";
import { contact } from "./contact";
import { home } from "./home";
import { legalPages } from "./legal-pages";
import { pages } from "./pages";
import { quote } from "./quote";
import { search } from "./search";

/** English messages: the source of keys for every language. */
export const en = {
  ...common,
  ...pages,
  ...legalPages,
  ...search,
  ...home,
  ...contact,
  ...calculator,
  ...quote,
} as const;
