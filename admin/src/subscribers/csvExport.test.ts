import { describe, expect, it } from "vitest";
import { exportCsvPath, fallbackFileName } from "./csvExport";

describe("exportCsvPath", () => {
  it("calls the export without a query when nothing is searched", () => {
    expect(exportCsvPath({})).toBe("/api/subscribers/export.csv");
    expect(exportCsvPath({ q: "" })).toBe("/api/subscribers/export.csv");
  });

  it("searches email and source like the list does", () => {
    const path = exportCsvPath({ q: "gmail" });
    const [base, search] = path.split("?");
    expect(base).toBe("/api/subscribers/export.csv");
    expect([...new URLSearchParams(search).entries()]).toEqual([
      ["filters[$or][0][email][$containsi]", "gmail"],
      ["filters[$or][1][source][$containsi]", "gmail"],
    ]);
  });

  it("encodes what the user typed", () => {
    expect(exportCsvPath({ q: "a&b" })).toContain("=a%26b");
  });
});

describe("fallbackFileName", () => {
  it("carries the export date", () => {
    expect(fallbackFileName(new Date("2026-02-28T10:00:00Z"))).toBe("abonnes_2026-02-28.csv");
  });
});
