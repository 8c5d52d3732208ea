import { describe, expect, it } from "vitest";
import { paymentSchema, invoicePaymentSchema } from "./payment.js";
import { messagesOf } from "./test-helpers.js";

const payment = { invoice: "k3x9invoice", amount: 1200.5, date: "2026-03-10", method: "virement" };
const amountMessage = ["Le montant doit être supérieur à 0, avec au plus 2 décimales"];

describe("paymentSchema", () => {
  it("accepts a payment and trims its optional texts", () => {
    expect(paymentSchema.parse({ ...payment, reference: " VIR-42 ", note: null })).toEqual({
      ...payment,
      reference: "VIR-42",
      note: null,
    });
  });

  it("bounds the amount: above 0, at most a billion, two decimals", () => {
    expect(messagesOf(paymentSchema, { ...payment, amount: 0.01 })).toEqual([]);
    expect(messagesOf(paymentSchema, { ...payment, amount: 1_000_000_000 })).toEqual([]);
    expect(messagesOf(paymentSchema, { ...payment, amount: 1_000_000_000.01 })).toEqual(amountMessage);
    expect(messagesOf(paymentSchema, { ...payment, amount: 0 })).toEqual(amountMessage);
    expect(messagesOf(paymentSchema, { ...payment, amount: -5 })).toEqual(amountMessage);
    expect(messagesOf(paymentSchema, { ...payment, amount: 1.001 })).toEqual(amountMessage);
    expect(messagesOf(paymentSchema, { ...payment, amount: "100" })).toEqual(amountMessage);
  });

  it("gives one message per missing or wrong field", () => {
    expect(messagesOf(paymentSchema, { ...payment, invoice: "" })).toEqual(["Veuillez choisir la facture payée"]);
    expect(messagesOf(paymentSchema, { ...payment, date: "" })).toEqual(["Veuillez saisir la date du paiement"]);
    expect(messagesOf(paymentSchema, { ...payment, date: "2026-02-30" })).toEqual([
      "Veuillez saisir une date valide (AAAA-MM-JJ).",
    ]);
    expect(messagesOf(paymentSchema, { ...payment, method: "bitcoin" })).toEqual([
      "Veuillez choisir un mode de paiement",
    ]);
    for (const method of ["virement", "cheque", "especes", "carte", "effet"]) {
      expect(messagesOf(paymentSchema, { ...payment, method })).toEqual([]);
    }
  });

  it("limits the reference to 100 characters and the note to 1000", () => {
    expect(messagesOf(paymentSchema, { ...payment, reference: "x".repeat(100), note: "x".repeat(1000) })).toEqual([]);
    expect(messagesOf(paymentSchema, { ...payment, reference: "x".repeat(101) })).toEqual([
      "Ce champ ne doit pas dépasser 100 caractères.",
    ]);
    expect(messagesOf(paymentSchema, { ...payment, note: "x".repeat(1001) })).toEqual([
      "Ce champ ne doit pas dépasser 1000 caractères.",
    ]);
  });
});

describe("invoicePaymentSchema", () => {
  it("takes what a payment takes but the invoice, which its address names, and the amount given back above 0", () => {
    const { invoice: _invoice, ...refund } = payment;
    expect(invoicePaymentSchema.parse({ ...refund, invoice: "ignored" })).toEqual({ ...refund });
    expect(messagesOf(invoicePaymentSchema, { ...refund, amount: -300 })).toEqual(amountMessage);
  });
});
