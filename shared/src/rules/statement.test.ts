import { describe, expect, it } from "vitest";
import { statementEntries, type StatementMovement } from "./statement.js";

const movement = (date: string, kind: StatementMovement["kind"], debit: number, credit: number, reference = "R") => ({
  date,
  kind,
  reference,
  label: kind,
  debit,
  credit,
});

describe("statementEntries", () => {
  it("orders by date, an invoice before a payment and a refund of the same day, and carries the balance to the centime", () => {
    const { entries, closing } = statementEntries(1000.1, [
      // A refund pays back what the client was owed: a debit, after what it gives back.
      movement("2026-03-10", "refund", 1500.1, 0, "RB"),
      movement("2026-03-10", "payment", 0, 500.2, "P2"),
      movement("2026-03-01", "payment", 0, 0.1, "P1"),
      movement("2026-03-10", "invoice", 1200.3, 0, "FA-2"),
      movement("2026-03-05", "credit-note", 0, 300, "AV-1"),
    ]);
    expect(entries.map((entry) => [entry.reference, entry.balance])).toEqual([
      ["P1", 1000],
      ["AV-1", 700],
      ["FA-2", 1900.3],
      ["P2", 1400.1],
      ["RB", 2900.2],
    ]);
    expect(closing).toBe(2900.2);
  });

  it("closes on the opening balance when nothing moved", () => {
    expect(statementEntries(250.5, [])).toEqual({ entries: [], closing: 250.5 });
  });
});
