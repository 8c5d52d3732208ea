import { describe, expect, it } from "vitest";
import { newPaymentValues, paymentPayload, validatePayment } from "./paymentForm";

describe("payment form", () => {
  it("starts with the balance, today, by transfer", () => {
    expect(newPaymentValues(1250.5, "2026-11-24")).toEqual({
      amount: 1250.5,
      date: "2026-11-24",
      method: "virement",
      reference: "",
      note: "",
    });
  });

  it("sends trimmed texts and no empty ones", () => {
    expect(
      paymentPayload({ amount: 10, date: "2026-11-24", method: "cheque", reference: " CHQ 12 ", note: " " }),
    ).toEqual({
      amount: 10,
      date: "2026-11-24",
      method: "cheque",
      reference: "CHQ 12",
      note: null,
    });
  });

  it("gives the shared schema's message under the amount", () => {
    const values = { ...newPaymentValues(100, "2026-11-24"), amount: null };
    expect(validatePayment(values)).toEqual({ amount: "Le montant doit être supérieur à 0, avec au plus 2 décimales" });
    expect(validatePayment(newPaymentValues(100, "2026-11-24"))).toEqual({});
  });
});
