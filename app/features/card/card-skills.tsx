import { CARD_SKILLS } from "~/content/card";
import { useI18n } from "~/i18n/i18n-context";
import { SKILL_ICONS } from "./card-icons";

/** The six skills (docs/product.md §8). */
export function CardSkills() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="card-skills-title">
      <h2 id="card-skills-title" className="text-lg font-bold text-slate-950">
        {t("card.skillsHeading")}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-2">
        {CARD_SKILLS.map((skill) => {
          const Icon = SKILL_ICONS[skill.icon];
          return (
            <li
              key={skill.id}
              // A long word ("адміністрування") breaks inside the chip rather than out of it.
              className="flex min-w-0 items-center gap-2 rounded-xl bg-slate-50 px-3 py-2.5 text-sm font-medium text-slate-800 ring-1 ring-slate-200 [overflow-wrap:anywhere] hyphens-auto"
            >
              <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
              {t(`card.skill.${skill.id}`)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
