import type { Lang } from "../languages";
import { en } from "./en";
import { fr } from "./fr";
import { nl } from "./nl";
import type { Messages } from "./types";
import { ua } from "./ua";

/** All dictionaries. Import only from loaders (build time), never from components. */
export const MESSAGES: Readonly<Record<Lang, Messages>> = { en, nl, ua, fr };
