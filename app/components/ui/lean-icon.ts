import {
  createContext,
  createElement,
  useContext,
  type ReactElement,
  type ReactNode,
  type SVGProps,
} from "react";

declare global {
  /** The address of the sprite of every icon the app imports (the build's, build-tools/lean-icons.ts). */
  const __ICON_SPRITE__: string | undefined;
}

/** Where the sprite is: the build's address; none when the build did not make one (tests, dev). */
const SPRITE = typeof __ICON_SPRITE__ === "string" ? __ICON_SPRITE__ : undefined;

const FromSprite = createContext(false);

/**
 * Icons inside are drawn from the sprite file (`<use href="/assets/icons-….svg#phone">`) instead of
 * carrying their drawing in the HTML: for parts of a page below its first screen, whose icons have
 * time to arrive (docs/decisions/306-icon-sprite-below-the-first-screen.md). Without JavaScript too.
 */
export function IconsFromSprite({ children }: { children: ReactNode }) {
  return createElement(FromSprite.Provider, { value: SPRITE !== undefined }, children);
}

/** One icon's drawing, as lucide-react's icon modules hand it over (`__iconData`). */
export interface IconData {
  name: string;
  node: readonly (readonly [string, Record<string, string | number>])[];
}

/**
 * The site's stand-in for lucide-react's `createLucideIcon`: each lucide icon module calls it with
 * its drawing, and the build points that call here (`build-tools/lean-icons.ts`,
 * docs/decisions/240-lean-icons.md). lucide's own version carries ~7 KB (minified) of machinery for
 * props the site never uses (size, colour, stroke width, a context); this one draws the paths into
 * an `<svg class="icon">` and leaves size and stroke to CSS (`.icon` in `app/app.css`), so the
 * markup also loses nine attributes per icon. As lucide does, an icon without an accessible name
 * of its own (`aria-*`, `role` or `title`) is hidden from assistive technology.
 */
export default function createIcon(data: IconData) {
  return function Icon({ className, ...props }: SVGProps<SVGSVGElement>): ReactElement {
    const fromSprite = useContext(FromSprite);
    const named = Object.keys(props).some(
      (key) => key.startsWith("aria-") || key === "role" || key === "title",
    );
    return createElement(
      "svg",
      {
        viewBox: "0 0 24 24",
        ...(named ? {} : { "aria-hidden": true }),
        ...props,
        className: className ? `icon ${className}` : "icon",
      },
      fromSprite
        ? createElement("use", { href: `${SPRITE}#${data.name}` })
        : data.node.map(([tag, attrs]) => createElement(tag, attrs)),
    );
  };
}
