import type { Messages } from "../types";
import { common } from "./common";
import { pages } from "./pages";

export const ua: Messages = { ...common, ...pages };
