import { useEffect } from "react";
import { langFromPath } from "~/i18n/languages";
import { RECOVERY_TEXTS } from "./recovery-texts";
import { reloadAfterFailedNavigation } from "./reload-once";

/**
 * The root route's error boundary (docs/decisions/300-failed-navigation-loads-the-page.md): a page
 * that could not be loaded inside the app is loaded again as a document; if that is not the cure,
 * a plain link to the same address, in the address's language.
 */
export function NavigationError({ href, pathname }: { href: string; pathname: string }) {
  useEffect(() => {
    reloadAfterFailedNavigation();
  }, []);
  const texts = RECOVERY_TEXTS[langFromPath(pathname)];
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{texts.heading}</h1>
      <p className="mt-6">
        <a href={href} className="font-semibold text-brand-700 underline underline-offset-4">
          {texts.retry}
        </a>
      </p>
    </main>
  );
}
