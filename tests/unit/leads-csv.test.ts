/** The lead export opened in a spreadsheet: no visitor text may run as a formula. */
import { describe, expect, it } from "vitest";
import { leadsToCsv } from "../../server/api/leads-csv";
import type { LeadRow } from "../../server/store/leads-repo";

const row = (fields: Partial<LeadRow>) =>
  ({ createdAt: new Date("2026-01-01T00:00:00Z"), id: "x", ...fields }) as LeadRow;

/** The cells of the one data row as a spreadsheet with `;` as its list separator reads them. */
function cellsAtSemicolons(csv: string): string[] {
  const line = csv.replace(/^\uFEFF/, "").split("\r\n")[1]!;
  // A quote in the middle of a field is an ordinary letter there: split on every `;`.
  return line.split(";").map((c) => c.replace(/^"/, ""));
}

describe("leads CSV", () => {
  it("defuses a formula at the start of a cell, and after a `;` where a Dutch spreadsheet splits", () => {
    const csv = leadsToCsv([
      row({ name: "Jan;=1+2;", company: 'Acme; "@SUM(1+1);x', message: "=HYPERLINK(1)" }),
    ]);
    expect(csv).toContain(",'=HYPERLINK(1),");
    for (const cell of cellsAtSemicolons(csv)) expect(cell.trimStart()).not.toMatch(/^[=+\-@]/);
    // Quoted as RFC 4180 wants for a `;`, so a `,` spreadsheet keeps it in one cell.
    expect(csv).toContain(`"Jan;'=1+2;"`);
  });

  it("leaves ordinary text as it is", () => {
    const csv = leadsToCsv([row({ name: "Anna de Vries", message: "Hi - a price; please" })]);
    expect(csv).toContain(",Anna de Vries,");
    expect(csv).toContain(`"Hi - a price; please"`);
  });
});
