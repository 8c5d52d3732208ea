import { describe, expect, it } from "vitest";
import {
  PAYMENT_MESSAGES,
  creditApplication,
  recordedCreditApplication,
  invoiceBalance,
  isOverdue,
  paymentTooLargeMessage,
  refundable,
  refundTooEarlyMessage,
  refundTooLargeMessage,
  settledOn,
  sumAmounts,
} from "./balance.js";
import { expectDistinctSentences } from "../schemas/test-helpers.js";

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
    expect(invoiceBalance(100, 150).status).toBe("paid");
  });

  it("calls an invoice of nothing paid, and counts no credit by default", () => {
    expect(invoiceBalance(0, 0)).toEqual({ due: 0, status: "paid" });
    expect(invoiceBalance("99.99", "0.01")).toEqual({ due: 99.98, status: "partial" });
  });

  it("adds amounts to the centime, strings included", () => {
    expect(sumAmounts([])).toBe(0);
    expect(sumAmounts(["0.10", 0.2, "1.005"])).toBe(1.31);
  });
});

describe("payment messages", () => {
  it("explains each payment refused", () => {
    expectDistinctSentences(PAYMENT_MESSAGES);
    expect(PAYMENT_MESSAGES.amount).toBe("Le montant doit être supérieur à 0, avec au plus 2 décimales");
    expect(PAYMENT_MESSAGES.onDraft).toBe("Une facture en brouillon ne reçoit pas de paiement : émettez-la d'abord.");
    expect(PAYMENT_MESSAGES.nothingDue).toBe("Cette facture est déjà entièrement réglée.");
  });

  it("names the amount still due when a payment is too large", () => {
    expect(paymentTooLargeMessage(1234.5)).toBe("Le montant dépasse le reste à payer de cette facture (1 234,50 DH).");
  });

  it("names what a refund may give back, and the day before which it may not be dated", () => {
    expect(refundTooLargeMessage(300)).toBe(
      "Le montant dépasse ce qui revient au client sur cette facture (300,00 DH).",
    );
    expect(refundTooEarlyMessage("2026-03-05")).toBe(
      "Un remboursement ne peut précéder le jour où la facture a été soldée (05/03/2026).",
    );
  });
});

describe("refundable", () => {
  it("is what was paid and credited beyond the total, less the refunds already in the payments", () => {
    // Paid 1 200, then a credit note of 300: 300 comes back to the client.
    expect(refundable(1200, 1200, 300)).toBe(300);
    // 100 of it refunded: the payments sum to 1 100.
    expect(refundable("1200.00", "1100.00", "300.00")).toBe(200);
    expect(refundable(1200, 900, 300)).toBe(0);
    expect(refundable(0.3, 0.1, 0.2)).toBe(0);
    expect(refundable(0.3, 0.2, 0.2)).toBe(0.1);
  });

  it("is 0 while something is due, never below", () => {
    expect(refundable(1200, 500, 300)).toBe(0);
    expect(refundable(1200, 0)).toBe(0);
  });
});

describe("creditApplication", () => {
  it("takes a credit note off what is due first; what the client had paid beyond that is owed back", () => {
    // 1,200 credited on an invoice that still asks 400.
    expect(creditApplication(1200, 400)).toEqual({ deducted: 400, owedBack: 800 });
    expect(creditApplication("1200.00", "1500.00")).toEqual({ deducted: 1200, owedBack: 0 });
    expect(creditApplication(1200, 0)).toEqual({ deducted: 0, owedBack: 1200 });
    // To the centime: 0.1 + 0.2 asked of 0.3.
    expect(creditApplication(0.3, 0.1 + 0.2)).toEqual({ deducted: 0.3, owedBack: 0 });
    expect(creditApplication(0.3, 0.1)).toEqual({ deducted: 0.1, owedBack: 0.2 });
  });

  it("never deducts below 0", () => {
    expect(creditApplication(500, -20)).toEqual({ deducted: 0, owedBack: 500 });
  });
});

describe("recordedCreditApplication", () => {
  it("reads the split a credit note recorded, PostgreSQL's decimals as strings", () => {
    expect(recordedCreditApplication({ totalAmount: "1200.00", deductedAmount: "400.00" })).toEqual({
      deducted: 400,
      owedBack: 800,
    });
    expect(recordedCreditApplication({ totalAmount: 1200, deductedAmount: 0 })).toEqual({
      deducted: 0,
      owedBack: 1200,
    });
  });

  it("knows nothing of a note made before the split was recorded", () => {
    expect(recordedCreditApplication({ totalAmount: 1200, deductedAmount: null })).toBeNull();
    expect(recordedCreditApplication({ totalAmount: 1200 })).toBeNull();
  });
});

describe("isOverdue", () => {
  const today = "2026-11-24";
  it("is an issued invoice past its due date with something to pay", () => {
    expect(isOverdue({ state: "issued", status: "unpaid", dueDate: "2026-11-23" }, today)).toBe(true);
    expect(isOverdue({ state: "issued", status: "partial", dueDate: "2026-01-01" }, today)).toBe(true);
  });

  it("is not a paid, cancelled, draft invoice, nor one due today", () => {
    expect(isOverdue({ state: "issued", status: "paid", dueDate: "2026-11-01" }, today)).toBe(false);
    expect(isOverdue({ state: "cancelled", status: "unpaid", dueDate: "2026-11-01" }, today)).toBe(false);
    expect(isOverdue({ state: "draft", status: "unpaid", dueDate: "2026-11-01" }, today)).toBe(false);
    expect(isOverdue({ state: "issued", status: "unpaid", dueDate: today }, today)).toBe(false);
    expect(isOverdue({ state: "issued", status: "unpaid", dueDate: null }, today)).toBe(false);
    expect(isOverdue({ state: "issued", status: null, dueDate: "2026-11-01" }, today)).toBe(false);
  });

  it("takes an invoice without a state as issued and compares due date-times by day", () => {
    expect(isOverdue({ status: "unpaid", dueDate: "2026-11-23" }, today)).toBe(true);
    expect(isOverdue({ state: null, status: "partial", dueDate: "2026-11-23" }, today)).toBe(true);
    expect(isOverdue({ state: "issued", status: "unpaid", dueDate: "2026-11-23T23:00:00.000Z" }, today)).toBe(true);
    expect(isOverdue({ state: "issued", status: "unpaid", dueDate: "2026-11-24T08:00:00.000Z" }, today)).toBe(false);
  });
});

describe("settledOn", () => {
  it("is the day of the latest payment or credit note once nothing is due", () => {
    const settlements = [
      { amount: "600.00", date: "2026-03-20" },
      { amount: 400, date: "2026-04-02T00:00:00.000Z" },
      { amount: "200.50", date: "2026-03-31" },
    ];
    expect(settledOn("1200.50", settlements)).toBe("2026-04-02");
  });

  it("is null while a centime is due, and for an invoice with nothing received", () => {
    expect(settledOn(1200.5, [{ amount: 1200.49, date: "2026-04-02" }])).toBeNull();
    expect(settledOn(1200.5, [])).toBeNull();
  });

  it("is null for an invoice of nothing that received nothing: no day settled it", () => {
    expect(settledOn(0, [])).toBeNull();
  });

  it("stays the day the invoice was settled after a refund of what it received beyond its total", () => {
    const settlements = [
      { amount: 1200, date: "2026-03-20" },
      { amount: 300, date: "2026-04-02" },
      { amount: -300, date: "2026-04-15" },
    ];
    expect(settledOn(1200, settlements)).toBe("2026-04-02");
  });
});
