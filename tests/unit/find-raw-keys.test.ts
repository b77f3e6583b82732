import { describe, expect, it } from "vitest";
import { rawKeysIn, unfilledPlaceholdersIn } from "../../scripts/find-raw-keys";

describe("the build's guard against texts a page shows unfinished", () => {
  it("finds a message key shown as text, not one inside a longer word or a script", () => {
    const html = `<p>nav.home</p><script>const k = "nav.about";</script><p>xnav.contact</p>`;
    expect(rawKeysIn(html, ["nav.home", "nav.about", "nav.contact"])).toEqual(["nav.home"]);
  });

  it("finds a placeholder or a counted noun left without its value, in text and attributes", () => {
    const html =
      `<style>.a{color:red}</style><p>Live in {launchDays} days</p>` +
      `<p title="{years|year|years}">x</p><script>if(a){b}</script>` +
      `<script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(unfilledPlaceholdersIn(html)).toEqual(["{launchDays}", "{years|year|years}"]);
    expect(unfilledPlaceholdersIn("<p>Live in 5–15 days</p>")).toEqual([]);
  });
});
