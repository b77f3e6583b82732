import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import manifest from "~/content/generated/image-manifest.json";
import type { ImageId } from "~/content/images";

const images = Object.entries(manifest as Record<string, { color: string }>);
const nearWhite = (color: string) =>
  [1, 3, 5].every((i) => parseInt(color.slice(i, i + 2), 16) >= 0xf0);

describe("an image's placeholder colour", () => {
  it.each(images)("%s shows its dominant colour while loading unless it is near white", (id, r) => {
    const html = renderToStaticMarkup(
      createElement(ResponsiveImage, { image: id as ImageId, alt: "", sizes: "100vw" }),
    );
    if (nearWhite(r.color)) expect(html).not.toContain("background-color");
    else expect(html).toContain(`style="background-color:${r.color}"`);
  });
});
