import type { FieldValues } from "react-hook-form";
import { describe, expect, it } from "vitest";
import {
  creditableLines,
  creditNoteAmount,
  creditNotePayload,
  creditNoteResolver,
  newCreditNoteValues,
  type CreditNoteFormValues,
} from "./creditNoteForm";

const lines = [
  { description: "Audit SEO", quantity: 2, unit: null, unitPrice: 1000, discount: 0, taxRate: 20 },
  { description: "Accompagnement", quantity: 1.5, unit: "h", unitPrice: 450, discount: 10, taxRate: 20 },
];
const messages = { nothingChosen: "Choisissez au moins une ligne", tooMuch: (max: number) => `Au plus ${max}` };
const resolver = creditNoteResolver(lines, messages);

/** What the form's resolver answers: the checked values, or the messages by dotted path. */
const resolve = async (values: FieldValues) => {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const { quantities, ...fields } = result.errors;
  const errors: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields).map(([field, error]) => [field, error?.message]),
  );
  if (Array.isArray(quantities)) {
    quantities.forEach((error: { message?: string } | undefined, index) => {
      if (error) errors[`quantities.${index}`] = error.message;
    });
  }
  return { values: result.values as CreditNoteFormValues, errors };
};

describe("the credit note form", () => {
  it("credits the whole rest with a reason only, trimmed", async () => {
    const { values } = await resolve({ ...newCreditNoteValues(lines), reason: "  Commande annulée " });
    expect(creditNotePayload(values, lines)).toEqual({ reason: "Commande annulée" });
  });

  it("credits the chosen quantities of chosen lines", async () => {
    const { values } = await resolve({ reason: "Une heure non faite", scope: "lines", quantities: [0, 1] });
    expect(creditNotePayload(values, lines)).toEqual({
      reason: "Une heure non faite",
      items: [{ description: "Accompagnement", quantity: 1, unit: "h", unitPrice: 450, discount: 10, taxRate: 20 }],
    });
  });

  it("asks for a reason with the shared schema's message, also one react-admin emptied to null", async () => {
    const reason = { reason: "Veuillez indiquer le motif de l'avoir" };
    expect((await resolve(newCreditNoteValues(lines))).errors).toEqual(reason);
    expect((await resolve({ ...newCreditNoteValues(lines), reason: null })).errors).toEqual(reason);
  });

  it("asks for a chosen line, and no more than is left of a line", async () => {
    expect((await resolve({ reason: "R", scope: "lines", quantities: [0, null] })).errors).toEqual({
      scope: "Choisissez au moins une ligne",
    });
    expect((await resolve({ reason: "R", scope: "lines", quantities: [3, 0] })).errors).toEqual({
      "quantities.0": "Au plus 2",
    });
    expect((await resolve({ reason: "R", scope: "lines", quantities: [2, 0.5] })).errors).toEqual({});
  });

  it("says all that is wrong at once, and forgets the lines when the whole rest is credited", async () => {
    expect((await resolve({ reason: null, scope: "lines", quantities: [0, 2] })).errors).toEqual({
      reason: "Veuillez indiquer le motif de l'avoir",
      "quantities.1": "Au plus 1.5",
    });
    expect((await resolve({ reason: "R", scope: "all", quantities: [3, 0] })).errors).toEqual({});
  });

  it("offers what earlier credit notes left of each line", () => {
    expect(
      creditableLines(lines, [
        { ...lines[0]!, quantity: 2 },
        { ...lines[1]!, quantity: 0.5 },
      ]),
    ).toEqual([{ ...lines[1], quantity: 1 }]);
  });

  it("amounts to what the server will price: the whole rest, or the chosen quantities", () => {
    // By hand: 2 × 1,000 + 1.5 × 450 − 10 % = 2,000 + 607.50 = 2,607.50 HT, + 20 % = 3,129.00 TTC.
    expect(creditNoteAmount({ scope: "all", quantities: [0, 0] }, lines)).toBe(3129);
    // 1 × 1,000 HT + 20 % = 1,200 TTC; a line left at 0 or emptied counts for nothing.
    expect(creditNoteAmount({ scope: "lines", quantities: [1, null] }, lines)).toBe(1200);
    expect(creditNoteAmount({ scope: "lines", quantities: [0, 0] }, lines)).toBe(0);
  });
});
