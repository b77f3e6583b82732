import { Code2, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import { langFromPath, languageOption } from "~/i18n/languages";
import { demoHref } from "~/lib/demo-link";

/** A project's technologies as small chips. */
export function TechList({
  items,
  className,
  label,
}: {
  items: readonly string[];
  className: string;
  label?: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {items.map((tech) => (
        <li
          key={tech}
          className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-800"
        >
          {tech}
        </li>
      ))}
    </ul>
  );
}

/**
 * A link named "<label>: <project>" (its `aria-label`; a visually hidden span would be read
 * "<label> : <project>": Chromium puts a space before an absolutely positioned child).
 */
function ProjectLink({
  href,
  className,
  title,
  icon,
  label,
}: {
  href: string;
  className: string;
  title: string;
  icon: ReactNode;
  label: string;
}) {
  const { t, lang } = useI18n();
  const named = (shown: string) => `${shown}${t("punct.colon")} ${title}`;
  if (!href.startsWith("/")) {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={named(label)}
        className={className}
      >
        {icon}
        {label}
      </a>
    );
  }
  // A demo site leads back to the visitor's language; a page in another language says so.
  const target = demoHref(href, lang);
  const pageLang = target.startsWith("/demo/") ? lang : langFromPath(target);
  const other = pageLang === lang ? null : languageOption(pageLang);
  const note = other?.code === "nl" ? t("lang.inDutch") : "";
  return (
    // The name holds what is shown as it reads ("View live (in Dutch): …"): a name that splits the
    // visible words is not what a voice-control user says to follow the link. Label and note are
    // one run of text for that (as separate flex items the space between them was not text), the
    // note kept whole: it wraps under the label as one piece, never the label around it.
    <Link
      to={target}
      hrefLang={other?.iso}
      aria-label={named(note ? `${label} ${note}` : label)}
      className={className}
    >
      {icon}
      {note ? (
        <span>
          {`${label} `}
          <span className="font-normal whitespace-nowrap">{note}</span>
        </span>
      ) : (
        label
      )}
    </Link>
  );
}

/** "View live" and "View code" links, rendered only for the targets a project really has. */
export function ProjectLinks({
  title,
  liveUrl,
  codeUrl,
  liveLabel,
  codeLabel,
  className,
  linkClassName,
}: {
  title: string;
  liveUrl?: string;
  codeUrl?: string;
  liveLabel: string;
  codeLabel: string;
  className: string;
  linkClassName: string;
}) {
  if (!liveUrl && !codeUrl) return null;
  return (
    <div className={className}>
      {liveUrl ? (
        <ProjectLink
          href={liveUrl}
          className={linkClassName}
          title={title}
          icon={<ExternalLink aria-hidden="true" className="h-4 w-4" />}
          label={liveLabel}
        />
      ) : null}
      {codeUrl ? (
        <ProjectLink
          href={codeUrl}
          className={linkClassName}
          title={title}
          icon={<Code2 aria-hidden="true" className="h-4 w-4" />}
          label={codeLabel}
        />
      ) : null}
    </div>
  );
}
