import { createElement, type ReactElement, type SVGProps } from "react";

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
      data.node.map(([tag, attrs]) => createElement(tag, attrs)),
    );
  };
}
