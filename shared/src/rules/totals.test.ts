import { describe, expect, it } from "vitest";
import { computeLine, computeTotals, type LineInput } from "./totals.js";

describe("computeLine", () => {
  it("applies the discount first, then the tax on the discounted amount", () => {
    expect(computeLine({ quantity: 2, unitPrice: 100, discount: 10, taxRate: 20 })).toEqual({
      subtotal: 200,
      discount: 20,
      tax: 36,
      total: 216,
    });
  });

  it("defaults discount and tax to zero", () => {
    expect(computeLine({ quantity: 3, unitPrice: 12.5 })).toEqual({ subtotal: 37.5, discount: 0, tax: 0, total: 37.5 });
  });

  it("rounds quantity × price once, to the centime", () => {
    // 3 × 33.335 = 100.005 exactly in decimal -> 100.01
    expect(computeLine({ quantity: 3, unitPrice: 33.335 }).subtotal).toBe(100.01);
    expect(computeLine({ quantity: 1, unitPrice: 0.1 + 0.2 }).subtotal).toBe(0.3);
    expect(computeLine({ quantity: 3, unitPrice: 0.1 }).subtotal).toBe(0.3);
  });

  it("rounds discount and tax half away from zero", () => {
    // 10.05 × 15 % = 1.5075 -> 1.51; (10.05 - 1.51) × 20 % = 1.708 -> 1.71
    expect(computeLine({ quantity: 1, unitPrice: 10.05, discount: 15, taxRate: 20 })).toEqual({
      subtotal: 10.05,
      discount: 1.51,
      tax: 1.71,
      total: 10.25,
    });
    // 0.25 × 10 % = 0.025 -> 0.03
    expect(computeLine({ quantity: 1, unitPrice: 0.25, taxRate: 10 }).tax).toBe(0.03);
  });

  it("accepts fractional percentages exactly", () => {
    expect(computeLine({ quantity: 1, unitPrice: 1000, discount: 12.5 }).discount).toBe(125);
  });

  it("handles a 100 % discount", () => {
    expect(computeLine({ quantity: 4, unitPrice: 99.99, discount: 100, taxRate: 20 })).toEqual({
      subtotal: 399.96,
      discount: 399.96,
      tax: 0,
      total: 0,
    });
  });
});

describe("computeTotals", () => {
  it("sums line centimes and breaks tax down by rate", () => {
    const totals = computeTotals([
      { description: "Site vitrine", quantity: 1, unitPrice: 5000, taxRate: 20 },
      { description: "Formation", quantity: 2, unitPrice: 750, discount: 10, taxRate: 10 },
      { description: "Frais", quantity: 1, unitPrice: 100, taxRate: 0 },
      { description: "Logo", quantity: 1, unitPrice: 1200, taxRate: 20 },
    ]);
    expect(totals.subtotal).toBe(7800);
    expect(totals.totalDiscount).toBe(150);
    expect(totals.totalTax).toBe(1000 + 135 + 240);
    expect(totals.totalAmount).toBe(7650 + 1375);
    expect(totals.taxByRate).toEqual([
      { rate: 0, base: 100, tax: 0 },
      { rate: 10, base: 1350, tax: 135 },
      { rate: 20, base: 6200, tax: 1240 },
    ]);
    expect(totals.lines).toHaveLength(4);
  });

  it("adds 1000 lines exactly, without float drift", () => {
    const lines: LineInput[] = Array.from({ length: 1000 }, () => ({ quantity: 1, unitPrice: 0.1, taxRate: 20 }));
    const totals = computeTotals(lines);
    expect(totals.subtotal).toBe(100);
    expect(totals.totalTax).toBe(20);
    expect(totals.totalAmount).toBe(120);
  });

  it("keeps document totals equal to the sum of the printed lines", () => {
    const lines: LineInput[] = [
      { quantity: 1, unitPrice: 0.05, taxRate: 10 },
      { quantity: 1, unitPrice: 0.05, taxRate: 10 },
      { quantity: 1, unitPrice: 0.05, taxRate: 10 },
    ];
    const totals = computeTotals(lines);
    // Each line's tax 0.005 rounds to 0.01; the document shows 0.03, not round(0.015) = 0.02.
    expect(totals.lines.map((line) => line.tax)).toEqual([0.01, 0.01, 0.01]);
    expect(totals.totalTax).toBe(0.03);
    expect(totals.totalAmount).toBe(0.18);
  });

  it("returns zeros for no lines", () => {
    expect(computeTotals([])).toEqual({
      subtotal: 0,
      totalDiscount: 0,
      totalTax: 0,
      totalAmount: 0,
      taxByRate: [],
      lines: [],
    });
  });

  it("does not mutate its input", () => {
    const lines: LineInput[] = [{ description: "A", quantity: 2, unitPrice: 10, discount: 5, taxRate: 20 }];
    const snapshot = structuredClone(lines);
    computeTotals(Object.freeze(lines.map((line) => Object.freeze({ ...line }))));
    computeTotals(lines);
    expect(lines).toEqual(snapshot);
  });
});
