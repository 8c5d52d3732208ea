import { describe, expect, it } from "vitest";
import { creditableAmount, isFullyCredited, remainingLines } from "./credit.js";
import { invoiceBalance } from "./balance.js";

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
  });

  it("counts credit notes with payments in what is due and in the status", () => {
    expect(invoiceBalance(1200, 0, 1200)).toEqual({ due: 0, status: "paid" });
    expect(invoiceBalance(1200, 300, 500)).toEqual({ due: 400, status: "partial" });
    expect(invoiceBalance(1200, 1000, 500)).toEqual({ due: 0, status: "paid" });
  });
});
