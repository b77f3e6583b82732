import type { ImageId } from "./images";

/**
 * The website portfolio (docs/product.md §7.3). Descriptions and features are per language in the
 * `webPortfolio` messages (`webPortfolio.project.<id>.description`, `.feature1` ... `.feature4`).
 * A project shows "View Live" / "View Code" only when it has `liveUrl` / `codeUrl` (no
 * button without a target); a `liveUrl` starting with "/" is a page of this site.
 */
export const WEB_SERVICES = ["web", "marketing"] as const;
export type WebService = (typeof WEB_SERVICES)[number];
/**
 * The filter offers All / Web development, as on the home page (docs/product.md §7.3, decision
 * 318). A marketing project shows under All, with its own service on its card.
 */
export type WebProjectFilter = "all" | "web";
export const WEB_PROJECT_FILTERS: readonly WebProjectFilter[] = ["all", "web"];

export type WebIndustry = "healthcare" | "entertainment";

export const PROJECT_FEATURES = ["feature1", "feature2", "feature3", "feature4"] as const;

export interface WebProject {
  id: "smilecare" | "physio" | "escape";
  /** The client's brand name (not translated). */
  title: string;
  industry: WebIndustry;
  /** What we did, the dimension the filter uses. */
  service: WebService;
  image: ImageId;
  technologies: readonly string[];
  liveUrl?: string;
  codeUrl?: string;
}

export const WEB_PROJECTS: readonly WebProject[] = [
  {
    id: "smilecare",
    title: "SmileCare Dental",
    industry: "healthcare",
    service: "web",
    image: "project-smilecare",
    technologies: ["WordPress", "Elementor", "Yoast SEO", "Google Analytics 4"],
  },
  {
    id: "physio",
    title: "Physio Balance",
    industry: "healthcare",
    service: "web",
    image: "project-physio",
    technologies: ["Lovable", "React", "Tailwind CSS", "Supabase"],
  },
  {
    id: "escape",
    title: "Escape Quest",
    industry: "entertainment",
    service: "marketing",
    image: "project-escape",
    technologies: ["React", "TypeScript", "Tailwind CSS", "Google Ads", "Meta Ads"],
  },
];

export function filterWebProjects(
  projects: readonly WebProject[],
  filter: WebProjectFilter,
): readonly WebProject[] {
  return filter === "all" ? projects : projects.filter((p) => p.service === filter);
}

/** The four steps of the process (docs/product.md §7.3). */
export const PROCESS_STEPS = ["discovery", "design", "development", "launch"] as const;
