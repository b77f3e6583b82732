import { describe, expect, it } from "vitest";
import { RETENTION } from "../../app/content/legal/types";
import { LEAD_RETENTION_MONTHS, leadCutoff } from "../../server/store/retention";

describe("lead retention period", () => {
  it("is the period the privacy policy states", () => {
    expect(LEAD_RETENTION_MONTHS).toBe(RETENTION.leadMonths);
  });

  it("counts calendar months back from now", () => {
    expect(leadCutoff(Date.UTC(2026, 10, 22, 8), 24).toISOString()).toBe(
      "2024-11-22T08:00:00.000Z",
    );
    expect(leadCutoff(Date.UTC(2026, 0, 15), 1).toISOString()).toBe("2025-12-15T00:00:00.000Z");
  });
});
