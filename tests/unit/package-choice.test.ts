import { describe, expect, it } from "vitest";
import { CHOOSE_PACKAGE, keptRequest } from "../../app/features/tandarts/package-choice";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};

describe("keptRequest (a dental package card posted without JavaScript)", () => {
  it("hands back what was typed and the privacy box, never the honeypot or the ids", () => {
    const kept = keptRequest(
      form({
        [CHOOSE_PACKAGE.name]: CHOOSE_PACKAGE.value,
        name: "Eva de Wit",
        practiceName: "Praktijk",
        email: "",
        message: "Graag",
        privacy: "on",
        website: "spam",
        id: "abc",
        package: "Partner",
      }),
    );
    expect(kept).toEqual({
      values: { name: "Eva de Wit", practiceName: "Praktijk", message: "Graag" },
      privacy: true,
    });
  });

  it("is null for a post that is no package choice", () => {
    expect(keptRequest(form({ name: "Eva" }))).toBeNull();
    expect(keptRequest(form({ [CHOOSE_PACKAGE.name]: "send" }))).toBeNull();
  });
});
