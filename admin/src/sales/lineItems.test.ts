import { invoiceSchema, zodFieldErrors } from "@agency/shared";
import { describe, expect, it } from "vitest";
import { liveLineTotal, linePayload, liveTotals, newLine } from "./lineItems";

const base = {
  client: "client-doc-id",
  issueDate: "2026-01-15",
  dueDate: "2026-02-14",
  paymentTerms: 30,
};

describe("line items", () => {
  it("starts a line with one unit, no discount and 20 % TVA", () => {
    expect(newLine()).toEqual({ description: "", quantity: 1, unit: "", unitPrice: 0, discount: 0, taxRate: 20 });
  });

  it("trims the description and counts an empty price or discount as 0", () => {
    expect(
      linePayload({
        description: "  Site vitrine ",
        quantity: 2,
        unit: " h ",
        unitPrice: null,
        discount: null,
        taxRate: 10,
      }),
    ).toEqual({ description: "Site vitrine", quantity: 2, unit: "h", unitPrice: 0, discount: 0, taxRate: 10 });
  });

  it("gives an unpriced line the spec's item message", () => {
    const result = invoiceSchema.safeParse({ ...base, items: [linePayload(newLine())] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodFieldErrors(result.error)).toEqual({
        items: "Tous les articles doivent avoir une description et un prix",
      });
    }
  });

  it("gives an emptied quantity the quantity message, on the line's field", () => {
    const line = { ...newLine(), description: "Logo", unitPrice: 100, quantity: null };
    const result = invoiceSchema.safeParse({ ...base, items: [linePayload(line)] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(Object.keys(zodFieldErrors(result.error))).toContain("items.0.quantity");
    }
  });

  it("totals half-typed lines as the server would, empty inputs counting as 0", () => {
    const totals = liveTotals([
      { description: "Site", quantity: 2, unitPrice: 1000, discount: 10, taxRate: 20 },
      { description: "Hébergement", quantity: null, unitPrice: 300, discount: null, taxRate: 20 },
      undefined,
    ]);
    expect(totals).toMatchObject({ subtotal: 2000, totalDiscount: 200, totalTax: 360, totalAmount: 2160 });
  });

  it("answers undefined for amounts too large to compute to the centime", () => {
    expect(liveTotals([{ quantity: 1e12, unitPrice: 1e12, discount: 0, taxRate: 20 }])).toBeUndefined();
  });

  it("totals one line: quantity × price, discount off, TVA on the rest", () => {
    expect(liveLineTotal({ quantity: 3, unitPrice: 99.99, discount: 10, taxRate: 10 })).toBe(296.97);
    expect(liveLineTotal(undefined)).toBe(0);
  });
});
