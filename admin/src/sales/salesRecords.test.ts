import { describe, expect, it } from "vitest";
import { invoiceRecordSchema, quoteRecordSchema } from "./salesRecords";

const line = {
  id: 3,
  description: "Site vitrine",
  quantity: 1,
  unitPrice: "1000.00",
  discount: "0",
  taxRate: 20,
  totalAmount: "1200.00",
};

describe("sales records", () => {
  it("reads an invoice with decimals as strings and its populated relations", () => {
    const invoice = invoiceRecordSchema.parse({
      id: "inv1",
      documentId: "inv1",
      invoiceNumber: "FA-26-0042",
      client: {
        documentId: "c1",
        name: "Atlas SARL",
        email: "a@atlas.ma",
        phone: null,
        address: "Casablanca",
        ice: null,
      },
      quote: null,
      issueDate: "2026-01-15",
      dueDate: "2026-02-14",
      paymentTerms: 30,
      items: [line],
      notes: null,
      subtotal: "1000.00",
      totalDiscount: "0.00",
      totalTax: "200.00",
      totalAmount: "1200.00",
      status: "unpaid",
    });
    expect(invoice.totalAmount).toBe(1200);
    expect(invoice.items[0]).toMatchObject({ unitPrice: 1000, totalAmount: 1200 });
    expect(invoice.client?.name).toBe("Atlas SARL");
  });

  it("reads a quote whose client and lines are missing", () => {
    const quote = quoteRecordSchema.parse({
      id: "q1",
      quoteNumber: "DEVIS-26-0007",
      client: null,
      issueDate: "2026-01-15",
      validUntil: "2026-02-14",
      subtotal: 0,
      totalDiscount: 0,
      totalTax: 0,
      totalAmount: 0,
      status: "draft",
    });
    expect(quote.client).toBeNull();
    expect(quote.items).toEqual([]);
  });

  it("refuses an answer that is not a quote", () => {
    expect(quoteRecordSchema.safeParse({ id: "q1", status: "draft" }).success).toBe(false);
  });
});
