// @vitest-environment jsdom
import { webcrypto } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { FILL_META } from "~/features/forms/lead-form-meta";
import { randomUuid } from "~/lib/random-uuid";
import { submissionMeta } from "~/lib/schema-fields";

/** What the lead API accepts as a submission id. */
const idSchema = z.object({ id: submissionMeta.id });
const accepted = (id: string) => idSchema.safeParse({ id }).success && id.length === 36;

/** A page over plain http by a host name or LAN address: no `crypto.randomUUID`. */
function insecurePage() {
  vi.stubGlobal("crypto", { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) });
  expect((globalThis.crypto as Partial<Crypto>).randomUUID).toBeUndefined();
}

/** Runs the form's inline script as the parser would, inside a form with the hidden fields. */
function runInlineScript(): string {
  const form = document.createElement("form");
  form.innerHTML = '<input type="hidden" name="id"><input type="hidden" name="startedAt">';
  const script = document.createElement("script");
  form.append(script);
  document.body.append(form);
  new Function("document", FILL_META)({ currentScript: script });
  const id = (form.elements.namedItem("id") as HTMLInputElement).value;
  form.remove();
  return id;
}

describe("a submission id", () => {
  it("is a UUID the API accepts on a secure page", () => {
    expect(accepted(randomUuid())).toBe(true);
    expect(accepted(runInlineScript())).toBe(true);
  });

  it("is still made, different each time and accepted, on a page without crypto.randomUUID", () => {
    insecurePage();
    const ids = [randomUuid(), randomUuid(), runInlineScript(), runInlineScript()];
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(accepted(id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
