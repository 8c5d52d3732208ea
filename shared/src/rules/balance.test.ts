import { describe, expect, it } from "vitest";
import { invoiceBalance, paymentTooLargeMessage, sumAmounts } from "./balance.js";
import { paymentSchema } from "../schemas/payment.js";

describe("invoiceBalance", () => {
  it("derives unpaid, partial and paid from payments and credit notes, to the centime", () => {
    expect(invoiceBalance(1200, 0)).toEqual({ due: 1200, status: "unpaid" });
    expect(invoiceBalance("1200.00", "400.10")).toEqual({ due: 799.9, status: "partial" });
    expect(invoiceBalance(1200, 1200)).toEqual({ due: 0, status: "paid" });
    expect(invoiceBalance(1200, 700, 500)).toEqual({ due: 0, status: "paid" });
    expect(invoiceBalance(1200, 0, 200)).toEqual({ due: 1000, status: "partial" });
    expect(invoiceBalance(0.3, sumAmounts([0.1, 0.2]))).toEqual({ due: 0, status: "paid" });
  });

  it("never goes below zero", () => {
    expect(invoiceBalance(100, 150).due).toBe(0);
  });
});

describe("paymentSchema", () => {
  const valid = { invoice: "abc", amount: 100.5, date: "2026-11-24", method: "virement" };
  it("takes an amount above 0 with 2 decimals, a day and a known method", () => {
    expect(paymentSchema.safeParse(valid).success).toBe(true);
    for (const amount of [0, -5, 10.005]) expect(paymentSchema.safeParse({ ...valid, amount }).success).toBe(false);
    expect(paymentSchema.safeParse({ ...valid, method: "bitcoin" }).success).toBe(false);
    expect(paymentSchema.safeParse({ ...valid, date: "" }).success).toBe(false);
  });

  it("names the amount still due when a payment is too large", () => {
    expect(paymentTooLargeMessage(1234.5)).toBe("Le montant dépasse le reste à payer de cette facture (1 234,50 DH).");
  });
});
