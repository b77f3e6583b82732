import type { Messages } from "../types";
import { common } from "./common";
import { calculator } from "./calculator";
import { contact } from "./contact";
import { home } from "./home";
import { legalPages } from "./legal-pages";
import { pages } from "./pages";
import { quote } from "./quote";
import { search } from "./search";

export const fr: Messages = {
  ...common,
  ...pages,
  ...legalPages,
  ...search,
  ...home,
  ...contact,
  ...calculator,
  ...quote,
};
