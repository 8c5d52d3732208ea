import { describe, expect, it } from "vitest";
import { creditableLines, creditNotePayload, newCreditNoteValues, validateCreditNote } from "./creditNoteForm";

const lines = [
  { description: "Audit SEO", quantity: 2, unit: null, unitPrice: 1000, discount: 0, taxRate: 20 },
  { description: "Accompagnement", quantity: 1.5, unit: "h", unitPrice: 450, discount: 10, taxRate: 20 },
];
const messages = { nothingChosen: "Choisissez au moins une ligne", tooMuch: (max: number) => `Au plus ${max}` };

describe("the credit note form", () => {
  it("credits the whole rest with a reason only", () => {
    expect(creditNotePayload({ ...newCreditNoteValues(lines), reason: "  Commande annulée " }, lines)).toEqual({
      reason: "Commande annulée",
    });
  });

  it("credits the chosen quantities of chosen lines", () => {
    const values = { reason: "Une heure non faite", scope: "lines" as const, quantities: [0, 1] };
    expect(creditNotePayload(values, lines)).toEqual({
      reason: "Une heure non faite",
      items: [{ description: "Accompagnement", quantity: 1, unit: "h", unitPrice: 450, discount: 10, taxRate: 20 }],
    });
  });

  it("asks for a reason, a chosen line, and no more than is left of a line", () => {
    expect(validateCreditNote(newCreditNoteValues(lines), lines, messages)).toEqual({
      reason: "Veuillez indiquer le motif de l'avoir",
    });
    expect(validateCreditNote({ reason: "R", scope: "lines", quantities: [0, 0] }, lines, messages)).toEqual({
      scope: "Choisissez au moins une ligne",
    });
    expect(validateCreditNote({ reason: "R", scope: "lines", quantities: [3, 0] }, lines, messages)).toEqual({
      quantities: ["Au plus 2", undefined],
    });
    expect(validateCreditNote({ reason: "R", scope: "lines", quantities: [2, 0.5] }, lines, messages)).toEqual({});
  });

  it("offers what earlier credit notes left of each line", () => {
    expect(
      creditableLines(lines, [
        { ...lines[0]!, quantity: 2 },
        { ...lines[1]!, quantity: 0.5 },
      ]),
    ).toEqual([{ ...lines[1], quantity: 1 }]);
  });
});
