import { describe, expect, it } from "vitest";
import { jobRunSchema, RECURRING_MESSAGES, recurringInvoiceSchema } from "./recurring-invoice.js";
import { expectDistinctSentences, messagesOf } from "./test-helpers.js";

const item = { description: "Community management", quantity: 1, unitPrice: 4500, discount: 0, taxRate: 20 };
const retainer = { client: "k3v9client", items: [item], frequency: "monthly", startDate: "2026-12-01" };

describe("recurringInvoiceSchema", () => {
  it("fills what the form may leave out: 30 days to pay, issued and active, not sent, no end, no notes", () => {
    const filled = { paymentTerms: 30, autoIssue: true, autoSend: false, active: true };
    expect(recurringInvoiceSchema.parse(retainer)).toEqual({ ...retainer, ...filled });
  });

  it("keeps what is chosen, its dates as calendar days, and a blank end as none", () => {
    const chosen = recurringInvoiceSchema.parse({
      ...retainer,
      client: 42,
      notes: "  Forfait mensuel  ",
      paymentTerms: 0,
      frequency: "yearly",
      startDate: " 2026-12-01T09:30:00.000Z ",
      endDate: "2027-11-30T00:00:00.000Z",
      autoIssue: false,
      autoSend: true,
      active: false,
    });
    expect(chosen).toEqual({
      client: 42,
      items: [item],
      notes: "Forfait mensuel",
      paymentTerms: 0,
      frequency: "yearly",
      startDate: "2026-12-01",
      endDate: "2027-11-30",
      autoIssue: false,
      autoSend: true,
      active: false,
    });
    expect(recurringInvoiceSchema.parse({ ...retainer, endDate: "  " }).endDate).toBeNull();
    expect(recurringInvoiceSchema.parse({ ...retainer, endDate: null }).endDate).toBeNull();
    expect(recurringInvoiceSchema.parse({ ...retainer, frequency: "quarterly" }).frequency).toBe("quarterly");
  });

  it("ends on or after its start: the same day is allowed, the day before is not", () => {
    expect(messagesOf(recurringInvoiceSchema, { ...retainer, endDate: "2026-12-01" })).toEqual([]);
    const before = recurringInvoiceSchema.safeParse({ ...retainer, endDate: "2026-11-30" });
    expect(before.success).toBe(false);
    expect(before.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["endDate", RECURRING_MESSAGES.endBeforeStart],
    ]);
    // Compared as days: an end given with a time on the start day is not before it.
    expect(messagesOf(recurringInvoiceSchema, { ...retainer, endDate: "2026-12-01T00:00:00.000Z" })).toEqual([]);
    // An impossible end is said once, as such.
    expect(messagesOf(recurringInvoiceSchema, { ...retainer, endDate: "2026-02-30" })).toEqual([
      "Veuillez saisir une date valide (AAAA-MM-JJ).",
    ]);
  });

  it("answers each missing or wrong field with its own French message", () => {
    expect(messagesOf(recurringInvoiceSchema, { ...retainer, client: "  " })).toEqual([
      "Veuillez sélectionner un client",
    ]);
    expect(messagesOf(recurringInvoiceSchema, { ...retainer, items: [] })).toEqual([RECURRING_MESSAGES.items]);
    expect(messagesOf(recurringInvoiceSchema, { ...retainer, frequency: "weekly" })).toEqual([
      RECURRING_MESSAGES.frequency,
    ]);
    expect(messagesOf(recurringInvoiceSchema, { ...retainer, paymentTerms: 45 })).toEqual([
      "Veuillez choisir un délai de paiement valide",
    ]);
    expect(messagesOf(recurringInvoiceSchema, { ...retainer, startDate: "" })).toEqual([RECURRING_MESSAGES.startDate]);
    expect(messagesOf(recurringInvoiceSchema, { ...retainer, startDate: "01/12/2026" })).toEqual([
      "Veuillez saisir une date valide (AAAA-MM-JJ).",
    ]);
    expect(messagesOf(recurringInvoiceSchema, { ...retainer, autoIssue: "oui" })).toEqual([
      RECURRING_MESSAGES.autoIssue,
    ]);
    expect(messagesOf(recurringInvoiceSchema, { ...retainer, notes: "x".repeat(2001) })).toEqual([
      "Ce champ ne doit pas dépasser 2000 caractères.",
    ]);
    expect(messagesOf(recurringInvoiceSchema, "chaque mois")).toEqual(["Les données saisies ne sont pas valides."]);
  });

  it("has a distinct French sentence for each message", () => {
    expectDistinctSentences(RECURRING_MESSAGES);
  });
});

describe("jobRunSchema", () => {
  it("takes a day to process, as a calendar day, or none for today", () => {
    expect(jobRunSchema.parse({})).toEqual({});
    expect(jobRunSchema.parse({ date: " 2026-12-01T23:30:00.000Z " })).toEqual({ date: "2026-12-01" });
    expect(messagesOf(jobRunSchema, { date: "2026-13-01" })).toEqual([RECURRING_MESSAGES.runDate]);
    expect(messagesOf(jobRunSchema, "demain")).toEqual(["Les données saisies ne sont pas valides."]);
  });
});
