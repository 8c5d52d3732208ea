import { describe, expect, it } from "vitest";
import { resolveForm } from "../fields/resolveForm";
import { newPaymentValues, paymentPayload, paymentResolver } from "./paymentForm";

const today = "2026-11-24";

const resolve = resolveForm(paymentResolver);

describe("payment form", () => {
  it("starts with the balance, today, by transfer", () => {
    expect(newPaymentValues(1250.5, today)).toEqual({
      amount: 1250.5,
      date: today,
      method: "virement",
      reference: "",
      note: "",
    });
  });

  it("passes a new payment as first shown: the invoice is the page's, not the form's", async () => {
    expect((await resolve(newPaymentValues(100, today))).messages).toEqual({});
  });

  it("sends trimmed texts and no empty ones", async () => {
    const { values } = await resolve({
      ...newPaymentValues(10, today),
      method: "cheque",
      reference: " CHQ 12 ",
      note: " ",
    });
    expect(paymentPayload(values)).toEqual({
      amount: 10,
      date: today,
      method: "cheque",
      reference: "CHQ 12",
      note: null,
    });
  });

  it("takes a reference react-admin emptied to null as none", async () => {
    const { values } = await resolve({ ...newPaymentValues(10, today), reference: null });
    expect(paymentPayload(values).reference).toBeNull();
  });

  it("gives the shared schema's messages under each field", async () => {
    const { messages } = await resolve({ ...newPaymentValues(100, today), amount: null, date: null, method: "" });
    expect(messages).toEqual({
      amount: "Le montant doit être supérieur à 0, avec au plus 2 décimales",
      date: "Veuillez saisir la date du paiement",
      method: "Veuillez choisir un mode de paiement",
    });
    expect((await resolve({ ...newPaymentValues(100, today), amount: 1.005 })).messages).toEqual({
      amount: "Le montant doit être supérieur à 0, avec au plus 2 décimales",
    });
  });
});
