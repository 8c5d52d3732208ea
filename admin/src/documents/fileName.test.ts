import { describe, expect, it } from "vitest";
import { fileNameFromDisposition } from "./fileName";

describe("fileNameFromDisposition", () => {
  const fallback = "abonnes_2026-03-01.csv";

  it("reads a quoted file name", () => {
    expect(fileNameFromDisposition('attachment; filename="abonnes_2026-02-28.csv"', fallback)).toBe(
      "abonnes_2026-02-28.csv",
    );
  });

  it("reads a bare file name", () => {
    expect(fileNameFromDisposition("attachment; filename=abonnes.csv; size=12", fallback)).toBe("abonnes.csv");
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
    expect(fileNameFromDisposition('attachment; filename="../x/abonnes.csv"', fallback)).toBe(".._x_abonnes.csv");
  });
});
