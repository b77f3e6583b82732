import { common } from "./common";
import { pages } from "./pages";

/** English messages: the source of keys for every language. */
export const en = { ...common, ...pages } as const;
