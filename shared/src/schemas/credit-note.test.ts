import { describe, expect, it } from "vitest";
import { creditNoteSchema } from "./credit-note.js";
import { messagesOf } from "./test-helpers.js";

const item = { description: "Remise commerciale", quantity: 1, unitPrice: 500, discount: 0, taxRate: 20 };

describe("creditNoteSchema", () => {
  it("takes a reason alone (the whole rest of the invoice) or with the lines to credit", () => {
    expect(creditNoteSchema.parse({ reason: "  Erreur de prix  " })).toEqual({ reason: "Erreur de prix" });
    expect(creditNoteSchema.parse({ reason: "Retour", items: [item] }).items).toEqual([item]);
  });

  it("requires a reason of at most 1000 characters", () => {
    const reasonMessage = ["Veuillez indiquer le motif de l'avoir"];
    expect(messagesOf(creditNoteSchema, {})).toEqual(reasonMessage);
    expect(messagesOf(creditNoteSchema, { reason: "   " })).toEqual(reasonMessage);
    expect(messagesOf(creditNoteSchema, { reason: "x" })).toEqual([]);
    expect(messagesOf(creditNoteSchema, { reason: "x".repeat(1000) })).toEqual([]);
    expect(messagesOf(creditNoteSchema, { reason: "x".repeat(1001) })).toEqual([
      "Ce champ ne doit pas dépasser 1000 caractères.",
    ]);
  });

  it("refuses an empty, incomplete or oversized list of lines with one message each", () => {
    const incomplete = ["Tous les articles doivent avoir une description et un prix"];
    expect(messagesOf(creditNoteSchema, { reason: "Retour", items: [] })).toEqual(incomplete);
    expect(messagesOf(creditNoteSchema, { reason: "Retour", items: "tout" })).toEqual(incomplete);
    expect(messagesOf(creditNoteSchema, { reason: "Retour", items: [{ ...item, unitPrice: 0 }] })).toEqual(incomplete);
    expect(messagesOf(creditNoteSchema, { reason: "Retour", items: Array.from({ length: 200 }, () => item) })).toEqual(
      [],
    );
    expect(messagesOf(creditNoteSchema, { reason: "Retour", items: Array.from({ length: 201 }, () => item) })).toEqual([
      "Un document ne peut pas dépasser 200 lignes.",
    ]);
  });

  it("answers in French when the body is not an object", () => {
    expect(messagesOf(creditNoteSchema, "motif")).toEqual(["Les données saisies ne sont pas valides."]);
  });
});
