import { describe, expect, it } from "vitest";
import {
  DOCUMENT_PREFIX,
  formatDocumentNumber,
  isWellFormedDocumentNumber,
  nextDocumentNumber,
  parseDocumentNumber,
} from "./numbering.js";

const in2026 = new Date(2026, 4, 15);

describe("formatDocumentNumber", () => {
  it("uses the prefix, a 2-digit year and a 4-digit sequence", () => {
    expect(formatDocumentNumber("invoice", 2026, 7)).toBe("FA-26-0007");
    expect(formatDocumentNumber("quote", 2026, 42)).toBe("DEVIS-26-0042");
    expect(formatDocumentNumber("delivery", 2026, 1)).toBe("BL-26-0001");
    expect(formatDocumentNumber("invoice", 2005, 9999)).toBe("FA-05-9999");
    expect(formatDocumentNumber("invoice", 26, 3)).toBe("FA-26-0003");
  });

  it("lets sequences above 9999 grow", () => {
    expect(formatDocumentNumber("invoice", 2026, 10000)).toBe("FA-26-10000");
  });

  it("refuses invalid sequences and years", () => {
    expect(() => formatDocumentNumber("invoice", 2026, 0)).toThrow(RangeError);
    expect(() => formatDocumentNumber("invoice", 2026, 1.5)).toThrow(RangeError);
    expect(() => formatDocumentNumber("invoice", -1, 1)).toThrow(RangeError);
    expect(() => formatDocumentNumber("invoice", 2026.5, 1)).toThrow("Année invalide : 2026.5");
    expect(() => formatDocumentNumber("invoice", 2026, -1)).toThrow("Numéro de séquence invalide : -1");
    expect(() => formatDocumentNumber("invoice", 2026, 2 ** 53)).toThrow(RangeError);
  });

  it("accepts the year 0 and the first sequence, and numbers credit notes", () => {
    expect(formatDocumentNumber("invoice", 0, 1)).toBe("FA-00-0001");
    expect(formatDocumentNumber("creditNote", 2100, 12)).toBe("AV-00-0012");
  });

  it("exposes the prefixes", () => {
    expect(DOCUMENT_PREFIX).toEqual({ invoice: "FA", quote: "DEVIS", delivery: "BL", creditNote: "AV" });
  });
});

describe("parseDocumentNumber", () => {
  it("reads well-formed numbers", () => {
    expect(parseDocumentNumber("invoice", "FA-26-0007")).toEqual({ year2: 26, sequence: 7 });
    expect(parseDocumentNumber("quote", "DEVIS-25-12345")).toEqual({ year2: 25, sequence: 12345 });
    expect(parseDocumentNumber("delivery", "BL-00-0001")).toEqual({ year2: 0, sequence: 1 });
  });

  it("is strict", () => {
    for (const value of ["FA-26-007", "fa-26-0007", " FA-26-0007", "FA-2026-0007", "FA-26-0007x", "BL-26-0007", ""]) {
      expect(parseDocumentNumber("invoice", value)).toBeNull();
      expect(isWellFormedDocumentNumber("invoice", value)).toBe(false);
    }
    expect(isWellFormedDocumentNumber("delivery", "BL-26-0007")).toBe(true);
  });

  it("anchors every kind's pattern at both ends", () => {
    const wellFormed = {
      invoice: "FA-26-0007",
      quote: "DEVIS-26-0007",
      delivery: "BL-26-0007",
      creditNote: "AV-26-0007",
    };
    for (const [kind, value] of Object.entries(wellFormed) as [keyof typeof wellFormed, string][]) {
      expect(parseDocumentNumber(kind, value)).toEqual({ year2: 26, sequence: 7 });
      expect(parseDocumentNumber(kind, `X${value}`)).toBeNull();
      expect(parseDocumentNumber(kind, `${value}X`)).toBeNull();
      expect(parseDocumentNumber(kind, `${value}\n`)).toBeNull();
    }
  });

  it("refuses a sequence too long to count exactly", () => {
    expect(parseDocumentNumber("invoice", "FA-26-9007199254740993")).toBeNull();
    expect(parseDocumentNumber("invoice", "FA-26-9007199254740991")).toEqual({ year2: 26, sequence: 9007199254740991 });
  });
});

describe("nextDocumentNumber", () => {
  it("starts at 0001 when nothing exists", () => {
    expect(nextDocumentNumber("invoice", [], in2026)).toBe("FA-26-0001");
  });

  it("takes the highest sequence of the current year plus one, without filling gaps", () => {
    expect(nextDocumentNumber("invoice", ["FA-26-0001", "FA-26-0005", "FA-26-0003"], in2026)).toBe("FA-26-0006");
  });

  it("restarts at 0001 when the year changes", () => {
    const numbers = ["BL-25-0099", "BL-25-0100"];
    expect(nextDocumentNumber("delivery", numbers, new Date(2025, 11, 31, 23, 59))).toBe("BL-25-0101");
    expect(nextDocumentNumber("delivery", numbers, new Date(2026, 0, 1, 0, 0))).toBe("BL-26-0001");
  });

  it("follows hand-edited numbers and ignores malformed ones and other kinds", () => {
    const numbers = ["DEVIS-26-0002", "DEVIS-26-0500", "DEVIS-26-9", "devis-26-9999", "FA-26-0800", "DEVIS-26-abcd"];
    expect(nextDocumentNumber("quote", numbers, in2026)).toBe("DEVIS-26-0501");
  });

  it("goes past 9999", () => {
    expect(nextDocumentNumber("invoice", ["FA-26-9999"], in2026)).toBe("FA-26-10000");
    expect(nextDocumentNumber("invoice", ["FA-26-10000", "FA-26-9999"], in2026)).toBe("FA-26-10001");
  });

  it("does not mutate the list", () => {
    const numbers = ["FA-26-0002", "FA-26-0001"];
    nextDocumentNumber("invoice", numbers, in2026);
    expect(numbers).toEqual(["FA-26-0002", "FA-26-0001"]);
  });
});
