import { useEffect } from "react";
import { langFromPath } from "~/i18n/languages";
import { textInLoadedDictionary } from "~/i18n/page-dictionary";
import { reloadAfterFailedNavigation } from "./reload-once";

/**
 * The root route's error boundary (docs/decisions/300-failed-navigation-loads-the-page.md): a page
 * that could not be loaded inside the app is loaded again as a document; if that is not the cure,
 * a plain link to the same address, in the address's language. Its texts come from a dictionary
 * already loaded (the page the visitor came from), since the new page's may be what failed; with
 * none at hand (an error in the server's render of a request), the link shows the address.
 */
export function NavigationError({ href, pathname }: { href: string; pathname: string }) {
  useEffect(reloadAfterFailedNavigation, []);
  const lang = langFromPath(pathname);
  const heading = textInLoadedDictionary(lang, "recovery.heading");
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      {heading ? <h1 className="text-3xl font-bold tracking-tight">{heading}</h1> : null}
      <p className="mt-6">
        <a href={href} className="font-semibold text-brand-700 underline underline-offset-4">
          {textInLoadedDictionary(lang, "recovery.retry") ?? href}
        </a>
      </p>
    </main>
  );
}
