import { describe, expect, it } from "vitest";
import { changeLines, formatAuditTime } from "./auditChanges";

const words = { empty: "—", linesChanged: "lignes modifiées" };

describe("changeLines", () => {
  it("names the fields in French and shows money in DH", () => {
    expect(
      changeLines(
        { status: ["unpaid", "partial"], amount: [null, 4000] },
        { status: "Statut", amount: "Montant" },
        words,
      ),
    ).toEqual([
      { field: "Statut", before: "unpaid", after: "partial" },
      { field: "Montant", before: "—", after: "4 000,00 DH" },
    ]);
  });

  it("sums up changed lines instead of printing them", () => {
    expect(changeLines({ items: [[], [{ description: "x" }]] }, {}, words)).toEqual([
      { field: "items", before: "lignes modifiées", after: "lignes modifiées" },
    ]);
  });

  it("shows a client link's end and revocation on Casablanca's clock", () => {
    expect(
      changeLines(
        { expiresAt: [null, "2027-01-24T23:30:00.000Z"], revokedAt: [null, "not a date"] },
        { expiresAt: "Fin du lien" },
        words,
      ),
    ).toEqual([
      { field: "Fin du lien", before: "—", after: "25/01/2027 00:30:00" },
      { field: "revokedAt", before: "—", after: "not a date" },
    ]);
  });

  it("ignores what is not a change", () => {
    expect(changeLines(null, {}, words)).toEqual([]);
    expect(changeLines({ odd: "value" }, {}, words)).toEqual([]);
  });
});

describe("formatAuditTime", () => {
  it("reads the time on Casablanca's clock", () => {
    expect(formatAuditTime("2026-11-24T23:30:00.000Z")).toBe("25/11/2026 00:30:00");
  });
});
