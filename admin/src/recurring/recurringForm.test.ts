import { DEFAULT_INVOICE_NOTES, RECURRING_MESSAGES, recurringInvoiceSchema, zodFieldErrors } from "@agency/shared";
import { describe, expect, it } from "vitest";
import { invoiceRecordSchema } from "../sales/salesRecords";
import {
  firstInvoiceDate,
  newRecurringValues,
  recurringFormValues,
  recurringPayload,
  recurringValuesFromInvoice,
  type RecurringFormValues,
} from "./recurringForm";
import { recurringRecordSchema } from "./recurringRecord";

const filled = (): RecurringFormValues => ({
  ...newRecurringValues("2026-01-15", "client-1"),
  items: [{ description: "Référencement", quantity: 1, unit: "", unitPrice: 1500, discount: 0, taxRate: 20 }],
});

const storedLine = {
  id: 4,
  description: "Gestion des réseaux sociaux",
  quantity: 1,
  unit: "mois",
  unitPrice: "2000.00",
  discount: "0",
  taxRate: 20,
  totalAmount: "2400.00",
};

/** \`storedLine\` as the form edits it: numbers as numbers. */
const formLine = {
  description: "Gestion des réseaux sociaux",
  quantity: 1,
  unit: "mois",
  unitPrice: 2000,
  discount: 0,
  taxRate: 20,
};

describe("recurring invoice form", () => {
  it("starts a month from today, the 31st giving the last day of a shorter month", () => {
    expect(firstInvoiceDate("2026-01-15")).toBe("2026-02-15");
    expect(firstInvoiceDate("2026-01-31")).toBe("2026-02-28");
    expect(firstInvoiceDate("2026-12-05")).toBe("2027-01-05");
  });

  it("starts monthly, issued, not mailed, active, with one line and the client chosen if any", () => {
    const values = newRecurringValues("2026-01-15", "client-9");
    expect(values).toMatchObject({
      client: "client-9",
      frequency: "monthly",
      startDate: "2026-02-15",
      endDate: null,
      paymentTerms: 30,
      notes: DEFAULT_INVOICE_NOTES,
      autoIssue: true,
      autoSend: false,
      active: true,
    });
    expect(values.items).toHaveLength(1);
    expect(newRecurringValues("2026-01-15").client).toBeNull();
  });

  it("sends what the schema takes, an emptied end date as null", () => {
    const payload = recurringPayload({ ...filled(), endDate: "" });
    expect(payload).toEqual({
      client: "client-1",
      items: [{ description: "Référencement", quantity: 1, unit: null, unitPrice: 1500, discount: 0, taxRate: 20 }],
      notes: DEFAULT_INVOICE_NOTES,
      paymentTerms: 30,
      frequency: "monthly",
      startDate: "2026-02-15",
      endDate: null,
      autoIssue: true,
      autoSend: false,
      active: true,
    });
    expect(recurringInvoiceSchema.safeParse(payload).success).toBe(true);
  });

  it("gets the shared messages for a missing client, an end before the start and no line", () => {
    const result = recurringInvoiceSchema.safeParse(
      recurringPayload({ ...filled(), client: null, endDate: "2026-01-01", items: [] }),
    );
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodFieldErrors(result.error)).toMatchObject({
        client: "Veuillez sélectionner un client",
        items: RECURRING_MESSAGES.items,
      });
    }
    const reversed = recurringInvoiceSchema.safeParse(recurringPayload({ ...filled(), endDate: "2026-02-01" }));
    expect(reversed.success).toBe(false);
    if (!reversed.success)
      expect(zodFieldErrors(reversed.error)).toEqual({ endDate: RECURRING_MESSAGES.endBeforeStart });
  });

  it("takes an invoice's client, lines, notes and terms, from next month", () => {
    const invoice = invoiceRecordSchema.parse({
      id: "inv1",
      invoiceNumber: "FA-26-0007",
      client: { documentId: "client-9", name: "Atlas" },
      issueDate: "2026-03-01",
      dueDate: "2026-03-16",
      paymentTerms: 15,
      items: [storedLine],
      notes: "Merci de votre confiance.",
      subtotal: "2000.00",
      totalDiscount: "0",
      totalTax: "400.00",
      totalAmount: "2400.00",
      status: "unpaid",
      state: "issued",
    });
    expect(recurringValuesFromInvoice(invoice, "2026-03-10")).toEqual({
      client: "client-9",
      frequency: "monthly",
      startDate: "2026-04-10",
      endDate: null,
      paymentTerms: 15,
      items: [formLine],
      notes: "Merci de votre confiance.",
      autoIssue: true,
      autoSend: false,
      active: true,
    });
  });

  it("puts a stored retainer back in the form", () => {
    const retainer = recurringRecordSchema.parse({
      id: "rec1",
      client: { documentId: "client-9", name: "Atlas" },
      items: [storedLine],
      notes: null,
      paymentTerms: 30,
      frequency: "quarterly",
      startDate: "2026-04-01",
      endDate: "2027-03-31",
      nextDate: "2026-07-01",
      autoIssue: false,
      autoSend: null,
      active: true,
      totalAmount: "2400.00",
    });
    expect(recurringFormValues(retainer)).toEqual({
      client: "client-9",
      frequency: "quarterly",
      startDate: "2026-04-01",
      endDate: "2027-03-31",
      paymentTerms: 30,
      items: [formLine],
      notes: null,
      autoIssue: false,
      autoSend: false,
      active: true,
    });
  });
});
