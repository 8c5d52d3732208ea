import { DEFAULT_INVOICE_NOTES, invoiceSchema, zodFieldErrors } from "@agency/shared";
import { describe, expect, it } from "vitest";
import { invoiceRecordSchema } from "../sales/salesRecords";
import { invoiceFormValues, invoicePayload, newInvoiceValues, type InvoiceFormValues } from "./invoiceForm";

const filled = (): InvoiceFormValues => ({
  ...newInvoiceValues("FA-26-0042", "2026-01-15"),
  client: "client-1",
  items: [{ description: "Site vitrine", quantity: 2, unit: "", unitPrice: 1500, discount: 10, taxRate: 20 }],
});

describe("invoice form", () => {
  it("starts today with 30-day terms, the default notes and one line", () => {
    const values = newInvoiceValues("FA-26-0042", "2026-01-15");
    expect(values).toMatchObject({
      invoiceNumber: "FA-26-0042",
      client: null,
      issueDate: "2026-01-15",
      dueDate: "2026-02-14",
      paymentTerms: 30,
      notes: DEFAULT_INVOICE_NOTES,
    });
    expect(values.items).toHaveLength(1);
  });

  it("starts with the client chosen on the client page, or none", () => {
    expect(newInvoiceValues("FA-26-0042", "2026-01-15", "client-9").client).toBe("client-9");
    expect(newInvoiceValues("FA-26-0042", "2026-01-15").client).toBeNull();
  });

  it("sends what the contract lists, without totals or status", () => {
    expect(invoicePayload(filled())).toEqual({
      invoiceNumber: "FA-26-0042",
      client: "client-1",
      issueDate: "2026-01-15",
      dueDate: "2026-02-14",
      paymentTerms: 30,
      items: [{ description: "Site vitrine", quantity: 2, unit: null, unitPrice: 1500, discount: 10, taxRate: 20 }],
      notes: DEFAULT_INVOICE_NOTES,
    });
    expect(invoiceSchema.safeParse(invoicePayload(filled())).success).toBe(true);
  });

  it("leaves an emptied number out, for the server to allocate", () => {
    expect(invoicePayload({ ...filled(), invoiceNumber: "  " })).not.toHaveProperty("invoiceNumber");
    expect(invoicePayload({ ...filled(), invoiceNumber: null })).not.toHaveProperty("invoiceNumber");
  });

  it("gets the spec's messages for a missing client and due date", () => {
    const result = invoiceSchema.safeParse(invoicePayload({ ...filled(), client: null, dueDate: null }));
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodFieldErrors(result.error)).toMatchObject({
        client: "Veuillez sélectionner un client",
        dueDate: "Veuillez définir une date d'échéance",
      });
    }
  });

  it("puts a stored invoice back in the form", () => {
    const invoice = invoiceRecordSchema.parse({
      id: "inv1",
      invoiceNumber: "FA-26-0007",
      client: { documentId: "client-9", name: "Atlas" },
      issueDate: "2026-03-01",
      dueDate: "2026-03-16",
      paymentTerms: 15,
      items: [
        {
          id: 4,
          description: "Logo",
          quantity: 1,
          unitPrice: "800.00",
          discount: "0",
          taxRate: 20,
          totalAmount: "960.00",
        },
      ],
      notes: null,
      subtotal: "800.00",
      totalDiscount: "0",
      totalTax: "160.00",
      totalAmount: "960.00",
      status: "paid",
    });
    expect(invoiceFormValues(invoice)).toEqual({
      invoiceNumber: "FA-26-0007",
      client: "client-9",
      issueDate: "2026-03-01",
      dueDate: "2026-03-16",
      paymentTerms: 15,
      items: [{ description: "Logo", quantity: 1, unit: "", unitPrice: 800, discount: 0, taxRate: 20 }],
      notes: null,
    });
  });
});
