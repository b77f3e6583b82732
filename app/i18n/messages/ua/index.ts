import type { Messages } from "../types";
import { common } from "./common";
import { legalPages } from "./legal-pages";
import { pages } from "./pages";
import { search } from "./search";

export const ua: Messages = { ...common, ...pages, ...legalPages, ...search };
