/**
 * A refused form posted without JavaScript comes back as a filled-in retry form. Its fill time
 * counts from the first form (the posted `startedAt`), not from the retry page, so a person who
 * fixes one field and sends at once is not marked "may be automated"; without a first time (no
 * JavaScript) it stays unknown (docs/decisions/140-spam-policy.md).
 */
import { describe, expect, it } from "vitest";
import type { FormOutcome } from "../../app/lib/form-outcome";
import { loader } from "../../app/routes/message-not-sent";

function load(values: FormOutcome["values"]) {
  const formOutcome: FormOutcome = {
    reason: "invalid",
    form: "contact",
    values: { name: "Ann", ...values },
    errors: { phone: "invalid_phone" },
  };
  const args = {
    request: new Request("http://site.test/en/message-not-sent"),
    context: { formOutcome },
  } as unknown as Parameters<typeof loader>[0];
  return loader(args);
}

describe("the retry form's start time", () => {
  it("is the first form's", () => {
    const first = Date.now() - 45_000;
    expect(load({ startedAt: String(first) }).shownAt).toBe(first);
  });

  it.each([
    ["missing (a post without JavaScript)", {}],
    ["empty", { startedAt: "" }],
    ["not a number", { startedAt: "soon" }],
    ["repeated", { startedAt: ["1", "2"] }],
  ])("is unknown when the first form's is %s", (_, values) => {
    expect(load(values).shownAt).toBeNull();
  });

  it("is not set for the prerendered page (no outcome)", () => {
    const args = {
      request: new Request("http://site.test/en/message-not-sent"),
      context: {},
    } as unknown as Parameters<typeof loader>[0];
    expect(loader(args).shownAt).toBeNull();
  });
});
