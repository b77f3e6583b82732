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
      {/* Chips as wide as their words, wrapping by whole chips: in a fixed two-column grid a long
          word ("Webontwikkeling", "адміністрування") did not fit its cell at 390 px and broke
          mid-letter, since browsers without a hyphenation dictionary cannot hyphenate it. */}
      <ul className="mt-4 flex flex-wrap gap-2">
        {CARD_SKILLS.map((skill) => {
          const Icon = SKILL_ICONS[skill.icon];
          return (
            <li
              key={skill.id}
              className="flex max-w-full items-center gap-2 rounded-xl bg-slate-50 px-3 py-2.5 text-sm font-medium text-slate-800 ring-1 ring-slate-200"
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
