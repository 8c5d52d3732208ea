import { describe, expect, it } from "vitest";
import { CREDIT_MESSAGES, creditTooLargeMessage, creditableAmount, isFullyCredited, remainingLines } from "./credit.js";
import { invoiceBalance } from "./balance.js";
import { expectDistinctSentences } from "../schemas/test-helpers.js";

const design = { description: "Design", quantity: 1.5, unit: "h", unitPrice: 400, discount: 0, taxRate: 20 };
const hosting = { description: "Hébergement", quantity: 12, unitPrice: 50, discount: 10, taxRate: 20 };

describe("remainingLines", () => {
  it("is every line when nothing was credited", () => {
    expect(remainingLines([design, hosting], [])).toEqual([design, hosting]);
  });

  it("takes back the quantities already credited on the same line, to the thousandth", () => {
    const left = remainingLines(
      [design, hosting],
      [
        { ...design, quantity: 0.125 },
        { ...hosting, quantity: 12 },
      ],
    );
    expect(left).toEqual([{ ...design, quantity: 1.375 }]);
  });

  it("does not match a line whose price differs", () => {
    expect(remainingLines([design], [{ ...design, unitPrice: 399.99 }])).toEqual([design]);
  });

  it("matches on description, discount, rate and unit too, ignoring surrounding spaces", () => {
    for (const other of [
      { ...design, description: "Design web" },
      { ...design, discount: 5 },
      { ...design, taxRate: 10 },
      { ...design, unit: "jour" },
    ]) {
      expect(remainingLines([design], [other])).toEqual([design]);
    }
    expect(remainingLines([design], [{ ...design, description: " Design ", unit: " h " }])).toEqual([]);
    const bare = { description: "Logo", quantity: 2, unitPrice: 100 };
    expect(remainingLines([bare], [{ ...bare, quantity: 1, discount: 0, taxRate: 0, unit: "" }])).toEqual([
      { ...bare, quantity: 1 },
    ]);
  });

  it("spreads a credited quantity over identical lines in order", () => {
    const one = { ...hosting, quantity: 2 };
    expect(remainingLines([one, one], [{ ...hosting, quantity: 3 }])).toEqual([{ ...one, quantity: 1 }]);
    expect(
      remainingLines(
        [one, one],
        [
          { ...hosting, quantity: 1 },
          { ...hosting, quantity: 1 },
        ],
      ),
    ).toEqual([one]);
  });

  it("reads quantities stored as decimal strings (PostgreSQL)", () => {
    expect(remainingLines([{ ...design, quantity: "1.500" }], [{ ...design, quantity: "0.5" }])).toEqual([
      { ...design, quantity: 1 },
    ]);
  });
});

describe("credited amounts", () => {
  it("leaves the total less earlier credit notes to credit, never below 0", () => {
    expect(creditableAmount(1200, 200.1)).toBe(999.9);
    expect(creditableAmount("100.00", "150")).toBe(0);
  });

  it("cancels an invoice credited for its whole total", () => {
    expect(isFullyCredited(1200, 1200)).toBe(true);
    expect(isFullyCredited("1200.00", "1199.99")).toBe(false);
    expect(isFullyCredited(1200, 1300)).toBe(true);
    expect(isFullyCredited(0, 0)).toBe(false);
    expect(creditableAmount(1200, 0)).toBe(1200);
  });

  it("counts credit notes with payments in what is due and in the status", () => {
    expect(invoiceBalance(1200, 0, 1200)).toEqual({ due: 0, status: "paid" });
    expect(invoiceBalance(1200, 300, 500)).toEqual({ due: 400, status: "partial" });
    expect(invoiceBalance(1200, 1000, 500)).toEqual({ due: 0, status: "paid" });
  });
});

describe("credit note messages", () => {
  it("explain each refusal, naming what is left to credit", () => {
    expectDistinctSentences(CREDIT_MESSAGES);
    expect(CREDIT_MESSAGES.onCancelled).toBe("Cette facture est déjà annulée par un avoir.");
    expect(CREDIT_MESSAGES.notEditable).toBe(
      "Un avoir ne se modifie pas et ne se supprime pas : il fait partie du livre des ventes.",
    );
    expect(creditTooLargeMessage(1234.5)).toBe(
      "Le montant de l'avoir dépasse ce qui reste à créditer sur cette facture (1 234,50 DH).",
    );
  });
});
