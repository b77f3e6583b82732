// The browser's entry (docs/decisions/325-preact-in-the-browser.md).
import { hydratePage } from "./lib/hydrate-page";

hydratePage();
