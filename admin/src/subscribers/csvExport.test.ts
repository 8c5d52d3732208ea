import { describe, expect, it } from "vitest";
import { exportCsvPath, fallbackFileName, fileNameFromDisposition } from "./csvExport";

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

describe("fileNameFromDisposition", () => {
  const fallback = "abonnes_2026-03-01.csv";

  it("reads a quoted file name", () => {
    expect(fileNameFromDisposition('attachment; filename="abonnes_2026-02-28.csv"', fallback)).toBe(
      "abonnes_2026-02-28.csv",
    );
  });

  it("reads a bare file name", () => {
    expect(fileNameFromDisposition("attachment; filename=abonnes.csv; size=12", fallback)).toBe(
      "abonnes.csv",
    );
  });

  it("prefers the UTF-8 form", () => {
    const header = "attachment; filename=\"abonnes.csv\"; filename*=UTF-8''abonn%C3%A9s.csv";
    expect(fileNameFromDisposition(header, fallback)).toBe("abonnés.csv");
  });

  it("falls back when the header is missing, empty or has no name", () => {
    expect(fileNameFromDisposition(null, fallback)).toBe(fallback);
    expect(fileNameFromDisposition("attachment", fallback)).toBe(fallback);
    expect(fileNameFromDisposition('attachment; filename=""', fallback)).toBe(fallback);
  });

  it("keeps a name free of path separators", () => {
    expect(fileNameFromDisposition('attachment; filename="../x/abonnes.csv"', fallback)).toBe(
      ".._x_abonnes.csv",
    );
  });
});

describe("fallbackFileName", () => {
  it("carries the export date", () => {
    expect(fallbackFileName(new Date("2026-02-28T10:00:00Z"))).toBe("abonnes_2026-02-28.csv");
  });
});
