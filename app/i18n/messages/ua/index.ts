import type { Messages } from "../types";
import { card } from "./card";
import { common } from "./common";
import { calculator } from "./calculator";
import { contact } from "./contact";
import { home } from "./home";
import { legalPages } from "./legal-pages";
import { pages } from "./pages";
import { quote } from "./quote";
import { photo } from "./photo";
import { search } from "./search";
import { webPortfolio } from "./web-portfolio";

export const ua: Messages = {
  ...common,
  ...pages,
  ...legalPages,
  ...search,
  ...home,
  ...contact,
  ...calculator,
  ...quote,
  ...photo,
  ...webPortfolio,
  ...card,
};
