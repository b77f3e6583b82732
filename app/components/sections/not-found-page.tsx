import { ArrowLeft, MessageCircle, Phone, Search } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { STUDIO, TEL_LINK, chatLink } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { anchorLinks, workLinks } from "~/components/layout/nav-links";
import { contactLink } from "~/lib/track-contact";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

/** The 404 page (docs/product.md §11): search, useful links, go back, the phone number. */
export function NotFoundPage() {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const home = pathFor("home", lang);

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    // Blank is not a search (docs/product.md §11): nothing is asked for, the field is ready to type.
    if (!q) return input.current?.focus();
    void navigate(`${home}?q=${encodeURIComponent(q)}`);
  }

  const links = [...anchorLinks(lang), ...workLinks(lang)]
    .filter((l) => l.key !== "nav.about")
    .map((l) => ({ label: t(l.key), to: l.to }));

  /** A visitor who landed here directly has nothing to go back to: take them home instead. */
  function goBack() {
    if (window.history.length > 1) window.history.back();
    else void navigate(home);
  }

  return (
    // `offers-chat`: the page has its own chat button, so the floating one steps aside (app.css); on
    // a phone it sat over the phone number at the end of the first screen.
    <section className="offers-chat mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-slate-950 sm:text-4xl">
        {t("notFound.heading")}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t("notFound.description")}</p>
      <form
        role="search"
        action={home}
        method="get"
        onSubmit={onSearch}
        // Once the page answers, a blank search is ignored here, not refused by a browser bubble in
        // the browser's own language.
        noValidate={hydrated}
        // The button goes under the box when both would not fit with the whole placeholder.
        className="mt-8 flex flex-wrap gap-2"
      >
        <label htmlFor="not-found-search" className="sr-only">
          {t("notFound.searchLabel")}
        </label>
        <input
          id="not-found-search"
          name="q"
          type="search"
          // Blank or only spaces is not a search (docs/product.md §11): before and without
          // JavaScript the browser holds the form back.
          ref={input}
          required
          pattern=".*\S.*"
          // The browser adds this to its own "match the requested format", in the page's language.
          title={t("notFound.searchHint")}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t("notFound.searchPlaceholder")}
          className="min-h-11 min-w-[min(14rem,100%)] flex-1 rounded-lg border border-slate-400 px-3"
        />
        <Button type="submit">
          <Search aria-hidden="true" className="h-4 w-4" />
          {t("notFound.searchButton")}
        </Button>
      </form>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={home} className={buttonVariants()}>
          {t("notFound.home")}
        </Link>
        {/* Needs JavaScript: until then it keeps its place (hidden) so nothing moves when it shows. */}
        <Button
          variant="outline"
          onClick={goBack}
          disabled={!hydrated}
          aria-hidden={!hydrated || undefined}
          className={hydrated ? undefined : "invisible"}
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t("notFound.back")}
        </Button>
        <a
          href={TEL_LINK}
          {...contactLink("phone")}
          className={buttonVariants({ variant: "outline" })}
        >
          <Phone aria-hidden="true" className="h-4 w-4" />
          {t("notFound.call")}
        </a>
        <a
          href={chatLink(t("chat.prefill"))}
          target="_blank"
          rel="noopener noreferrer"
          {...contactLink("whatsapp")}
          className={buttonVariants({ variant: "outline" })}
        >
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          {t("notFound.chat")}
        </a>
      </div>
      <h2 className="mt-10 text-lg font-bold">{t("notFound.usefulLinks")}</h2>
      <ul className="mt-2 flex flex-wrap gap-x-6">
        {links.map((l) => (
          <li key={l.to}>
            <Link
              to={l.to}
              className={cn("inline-flex min-h-11 items-center text-brand-700 underline")}
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-slate-700">
        {t("notFound.phoneLabel")}{" "}
        <a
          href={TEL_LINK}
          {...contactLink("phone")}
          className="font-semibold text-brand-700 underline"
        >
          {STUDIO.phone.display}
        </a>
      </p>
    </section>
  );
}
