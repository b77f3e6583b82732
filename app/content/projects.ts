import type { ImageId } from "~/content/images";
import type { MessageKey } from "~/i18n/messages/types";
import { pathFor } from "~/i18n/pages";

/**
 * The eight projects of the home page portfolio (docs/product.md §4). Descriptions are per language
 * in the `home` messages (`home.projects.<id>.description`). Each image is the `portfolio-<id>`
 * entry of app/content/images.ts (placeholder artwork until a screenshot is set there with
 * `photo:`). Links only where a page exists: the two demo sites and the dental landing page.
 */
export const PROJECT_CATEGORIES = ["web", "marketing"] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export interface Project {
  readonly id: ProjectId;
  /** A client's brand name, the same in every language. */
  readonly title: string;
  /** A title that is not a name is translated: the card shows this key's text instead. */
  readonly titleKey?: MessageKey;
  readonly category: ProjectCategory;
  readonly technologies: readonly string[];
  readonly image: ImageId;
  /** A page of this site (starts with "/") or an external https URL. */
  readonly liveUrl?: string;
  readonly githubUrl?: string;
}

export const PROJECT_IDS = [
  "barbershop",
  "cleaning",
  "dental",
  "bakery",
  "boutique",
  "physio",
  "yoga",
  "trattoria",
] as const;
export type ProjectId = (typeof PROJECT_IDS)[number];

/**
 * A project's own picture. Checked where it is used (`image: ImageId`), so a new project without its
 * `portfolio-<id>` entry is named at its own line; a project may also give another's id directly.
 */
const image = <Id extends ProjectId>(id: Id) => `portfolio-${id}` as const;

export const PROJECTS: readonly Project[] = [
  {
    id: "barbershop",
    title: "Blade & Co. Barbershop",
    category: "web",
    technologies: ["React", "TypeScript", "Tailwind CSS"],
    image: image("barbershop"),
    liveUrl: "/demo/barbershop",
  },
  {
    id: "cleaning",
    title: "SparkleHome Cleaning",
    category: "web",
    technologies: ["React", "TypeScript", "Tailwind CSS"],
    image: image("cleaning"),
    liveUrl: "/demo/cleaning",
  },
  {
    id: "dental",
    title: "Tandarts-landingspagina",
    titleKey: "home.projects.dental.title",
    category: "marketing",
    technologies: ["Lovable", "Google Ads", "Meta Pixel"],
    image: image("dental"),
    liveUrl: pathFor("tandarts", "nl"),
  },
  {
    id: "bakery",
    title: "Bakkerij Molenaar",
    category: "web",
    technologies: ["WordPress", "Elementor", "WooCommerce"],
    image: image("bakery"),
  },
  {
    id: "boutique",
    title: "Maison Lumière",
    category: "web",
    technologies: ["Shopify", "Klaviyo"],
    image: image("boutique"),
  },
  {
    id: "physio",
    title: "FysioPlus Utrecht",
    category: "web",
    technologies: ["WordPress", "Elementor", "Yoast SEO"],
    image: image("physio"),
  },
  {
    id: "yoga",
    title: "ZenFlow Yoga",
    category: "web",
    technologies: ["Lovable", "Supabase", "Stripe"],
    image: image("yoga"),
  },
  {
    id: "trattoria",
    title: "Trattoria Bella",
    category: "marketing",
    technologies: ["Google Maps", "Meta Ads", "Google Analytics"],
    image: image("trattoria"),
  },
];

export type ProjectFilter = "all" | ProjectCategory;

/**
 * The portfolio filter (the buttons really filter: a control that does nothing reads as broken).
 */
export function filterProjects(
  projects: readonly Project[],
  filter: ProjectFilter,
): readonly Project[] {
  return filter === "all" ? projects : projects.filter((p) => p.category === filter);
}
