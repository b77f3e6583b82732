/** The ICO container of scripts/generate-icons.ts: a directory that points at each PNG. */
import { describe, expect, it } from "vitest";
import { icoOf } from "../../scripts/generate-icons";

describe("icoOf", () => {
  it("writes the header and one directory entry per image, each pointing at its PNG", () => {
    const a = Buffer.from("\x89PNG-a");
    const b = Buffer.from("\x89PNG-bbbb");
    const ico = icoOf([
      { size: 16, data: a },
      { size: 32, data: b },
    ]);
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    const entry = (i: number) => ({
      width: ico.readUInt8(6 + 16 * i),
      bytes: ico.readUInt32LE(6 + 16 * i + 8),
      offset: ico.readUInt32LE(6 + 16 * i + 12),
    });
    expect(entry(0)).toEqual({ width: 16, bytes: a.length, offset: 38 });
    expect(entry(1)).toEqual({ width: 32, bytes: b.length, offset: 38 + a.length });
    expect(ico.subarray(38 + a.length).equals(b)).toBe(true);
    expect(ico.length).toBe(38 + a.length + b.length);
  });
});
