import { describe, expect, it } from "vitest";
import { cleanForLog, createLogger, maskEmail, maskPhone } from "../../server/log";

describe("log masking", () => {
  it("masks emails and phone numbers", () => {
    expect(maskEmail("jan.jansen@example.nl")).toBe("j***@e***.nl");
    expect(maskPhone("+31 6 1234 5678")).toBe("***78");
    expect(cleanForLog("from jan@example.nl, call +31 6 1234 5678")).toBe(
      "from j***@e***.nl, call ***78",
    );
  });

  it("strips line breaks so visitor input cannot forge log lines", () => {
    expect(cleanForLog('evil\n{"level":"error","msg":"forged"}\r\nx')).toBe(
      'evil {"level":"error","msg":"forged"} x',
    );
  });

  it("leaves ids and timestamps alone", () => {
    expect(cleanForLog("98bb7206-1b35-41ac-b5f2-9c697e2f9c0c")).toBe(
      "98bb7206-1b35-41ac-b5f2-9c697e2f9c0c",
    );
  });

  it("writes one JSON line per record with every string field cleaned", () => {
    const lines: string[] = [];
    const log = createLogger("info", (_level, line) => lines.push(line));
    log.debug("hidden");
    log.info("lead stored", {
      email: "marie@example.fr",
      note: "a\nb",
      nested: { phone: "0612345678" },
    });
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(record).toMatchObject({
      level: "info",
      msg: "lead stored",
      email: "m***@e***.fr",
      note: "a b",
      nested: { phone: "***78" },
    });
  });
});
