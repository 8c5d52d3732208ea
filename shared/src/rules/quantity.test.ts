import { describe, expect, it } from "vitest";
import { formatQuantity } from "./quantity.js";
import { computeTotals } from "./totals.js";
import { lineItemSchema } from "../schemas/line-item.js";

describe("decimal quantities", () => {
  it("are printed the French way, with their unit", () => {
    expect(formatQuantity(1.5, "h")).toBe("1,5 h");
    expect(formatQuantity("12.750", "m²")).toBe("12,75 m²");
    expect(formatQuantity(1000, null)).toBe("1 000");
    expect(formatQuantity(0.125, " t ")).toBe("0,125 t");
    expect(formatQuantity(1234.5678)).toBe("1 234,568");
    expect(formatQuantity(2, "  ")).toBe("2");
    expect(formatQuantity(1234567, "g")).not.toMatch(/[\u00A0\u202F]/);
  });

  it("are accepted to the thousandth, above zero", () => {
    const line = { description: "Pose", unitPrice: 100 };
    for (const quantity of [1.5, 12.75, 0.001, 0.125])
      expect(lineItemSchema.safeParse({ ...line, quantity }).success).toBe(true);
    for (const quantity of [0, -1, 0.0005, 1.2345])
      expect(lineItemSchema.safeParse({ ...line, quantity }).success).toBe(false);
  });

  it("give totals to the centime: 12.75 m² at 85.40 DH, 1.5 h at 450 DH, 0.001 t at 999.99 DH", () => {
    expect(computeTotals([{ quantity: 12.75, unitPrice: 85.4 }]).subtotal).toBe(1088.85);
    expect(computeTotals([{ quantity: 1.5, unitPrice: 450, taxRate: 20 }]).totalAmount).toBe(810);
    expect(computeTotals([{ quantity: 0.001, unitPrice: 999.99 }]).subtotal).toBe(1);
    expect(computeTotals([{ quantity: 0.333, unitPrice: 3, discount: 10, taxRate: 20 }]).totalAmount).toBe(1.08);
  });
});
