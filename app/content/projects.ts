import type { MessageKey } from "~/i18n/messages/types";
import { pathFor } from "~/i18n/pages";

/**
 * The eight projects of the home page portfolio (docs/product.md §4). Descriptions are per language
 * in the `home` messages (`home.projects.<id>.description`). Images are generated placeholders in
 * public/images/projects: replace a file (and its size here) to show a real screenshot. Links only
 * where a page exists: the two demo sites and the dental landing page.
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
  readonly image: { readonly src: string; readonly width: number; readonly height: number };
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

/** Every project image is drawn at this size (16:10), so cards never shift while loading. */
const IMAGE_SIZE = { width: 800, height: 500 } as const;
const image = (id: ProjectId) => ({ src: `/images/projects/${id}.svg`, ...IMAGE_SIZE });

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
