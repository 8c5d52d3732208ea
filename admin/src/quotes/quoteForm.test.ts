import { DEFAULT_QUOTE_NOTES, quoteSchema, zodFieldErrors } from "@agency/shared";
import { describe, expect, it } from "vitest";
import { quoteRecordSchema } from "../sales/salesRecords";
import { newQuoteValues, quoteFormValues, quotePayload, type QuoteFormValues } from "./quoteForm";

const filled = (): QuoteFormValues => ({
  ...newQuoteValues("DEVIS-26-0007", "2026-01-31"),
  client: "client-1",
  items: [{ description: "Campagne", quantity: 1, unit: "", unitPrice: 4000, discount: 0, taxRate: 20 }],
});

describe("quote form", () => {
  it("starts today, valid 30 days, with the default notes and one line", () => {
    const values = newQuoteValues("DEVIS-26-0007", "2026-01-31");
    expect(values).toMatchObject({
      quoteNumber: "DEVIS-26-0007",
      issueDate: "2026-01-31",
      validUntil: "2026-03-02",
      notes: DEFAULT_QUOTE_NOTES,
    });
    expect(values.items).toHaveLength(1);
  });

  it("starts with the client chosen on the client page, or none", () => {
    expect(newQuoteValues("DEVIS-26-0007", "2026-01-31", "client-9").client).toBe("client-9");
    expect(newQuoteValues("DEVIS-26-0007", "2026-01-31").client).toBeNull();
  });

  it("sends the contract's fields and passes the shared schema", () => {
    const payload = quotePayload(filled());
    expect(Object.keys(payload).sort()).toEqual(["client", "issueDate", "items", "notes", "quoteNumber", "validUntil"]);
    expect(quoteSchema.safeParse(payload).success).toBe(true);
  });

  it("leaves an emptied number out", () => {
    expect(quotePayload({ ...filled(), quoteNumber: "" })).not.toHaveProperty("quoteNumber");
  });

  it("gets the spec's messages for a missing validity date and no line", () => {
    const result = quoteSchema.safeParse(quotePayload({ ...filled(), validUntil: "", items: [] }));
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodFieldErrors(result.error)).toMatchObject({
        validUntil: "Veuillez définir une date de validité",
        items: "Le devis doit contenir au moins un article",
      });
    }
  });

  it("puts a stored quote without client back in the form", () => {
    const quote = quoteRecordSchema.parse({
      id: "q1",
      quoteNumber: "DEVIS-26-0001",
      client: null,
      issueDate: "2026-01-02",
      validUntil: null,
      items: [],
      notes: "À bientôt",
      subtotal: 0,
      totalDiscount: 0,
      totalTax: 0,
      totalAmount: 0,
      status: "sent",
    });
    expect(quoteFormValues(quote)).toEqual({
      quoteNumber: "DEVIS-26-0001",
      client: null,
      issueDate: "2026-01-02",
      validUntil: null,
      items: [],
      notes: "À bientôt",
    });
  });
});
