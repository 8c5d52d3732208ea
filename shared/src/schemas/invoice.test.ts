import { describe, expect, it } from "vitest";
import { invoiceBaseSchema, invoiceSchema, quoteSchema } from "./invoice.js";
import { hasAtMostTwoDecimals, isLineItemComplete, lineItemSchema } from "./line-item.js";
import { firstMessageOf, messagesOf } from "./test-helpers.js";

const item = { description: "Création du site vitrine", quantity: 1, unitPrice: 5000, discount: 0, taxRate: 20 };
const invoice = {
  invoiceNumber: "FA-26-0007",
  client: "k3x9client",
  issueDate: "2026-03-01",
  dueDate: "2026-03-31",
  paymentTerms: 30,
  items: [item],
  notes: "Merci",
};
const quote = {
  quoteNumber: "DEVIS-26-0001",
  client: 12,
  issueDate: "2026-03-01",
  validUntil: "2026-03-31",
  items: [item],
};

describe("lineItemSchema", () => {
  it("fills defaults and strips totals sent by the browser", () => {
    expect(lineItemSchema.parse({ description: "Logo", unitPrice: 1200, totalAmount: 1 })).toEqual({
      description: "Logo",
      quantity: 1,
      unitPrice: 1200,
      discount: 0,
      taxRate: 20,
    });
  });

  it("checks quantity, price, discount and tax rate", () => {
    expect(messagesOf(lineItemSchema, { ...item, quantity: 0 })).toEqual([
      "La quantité doit être supérieure à 0, avec au plus 3 décimales",
    ]);
    expect(messagesOf(lineItemSchema, { ...item, quantity: 1.2345 })).toHaveLength(1);
    expect(messagesOf(lineItemSchema, { ...item, quantity: 1.5 })).toEqual([]);
    expect(messagesOf(lineItemSchema, { ...item, unitPrice: -1 })).toEqual([
      "Le prix unitaire doit être un montant positif avec au plus 2 décimales",
    ]);
    expect(messagesOf(lineItemSchema, { ...item, unitPrice: 10.005 })).toHaveLength(1);
    expect(lineItemSchema.safeParse({ ...item, unitPrice: 0.1 + 0.2 }).success).toBe(false);
    expect(lineItemSchema.safeParse({ ...item, unitPrice: 19.99 }).success).toBe(true);
    expect(messagesOf(lineItemSchema, { ...item, discount: 101 })).toEqual([
      "La remise doit être comprise entre 0 et 100 %",
    ]);
    expect(messagesOf(lineItemSchema, { ...item, taxRate: 7 })).toEqual(["Le taux de TVA doit être de 0, 10 ou 20 %"]);
  });

  it("takes each bound itself", () => {
    const ok = (line: object) => expect(messagesOf(lineItemSchema, { ...item, ...line })).toEqual([]);
    ok({ quantity: 1_000_000, unitPrice: 1_000_000_000, discount: 100, taxRate: 0 });
    ok({ quantity: 0.001, unitPrice: 0, discount: 0, taxRate: 10 });
    ok({ description: "x".repeat(500), unit: "x".repeat(20), id: 7 });
    expect(messagesOf(lineItemSchema, { ...item, quantity: 1_000_000.001 })).toEqual([
      "La quantité doit être supérieure à 0, avec au plus 3 décimales",
    ]);
    expect(messagesOf(lineItemSchema, { ...item, unitPrice: 1_000_000_000.01 })).toEqual([
      "Le prix unitaire doit être un montant positif avec au plus 2 décimales",
    ]);
    expect(messagesOf(lineItemSchema, { ...item, discount: -0.5 })).toEqual([
      "La remise doit être comprise entre 0 et 100 %",
    ]);
    expect(messagesOf(lineItemSchema, { ...item, description: "x".repeat(501) })).toEqual([
      "Ce champ ne doit pas dépasser 500 caractères.",
    ]);
    expect(messagesOf(lineItemSchema, { ...item, unit: "x".repeat(21) })).toEqual([
      "Ce champ ne doit pas dépasser 20 caractères.",
    ]);
    expect(lineItemSchema.safeParse({ ...item, id: 1.5 }).success).toBe(false);
    expect(lineItemSchema.safeParse({ ...item, id: "x".repeat(64) }).success).toBe(true);
  });

  it("trims the description and the unit", () => {
    expect(lineItemSchema.parse({ ...item, description: "  Logo  ", unit: " h " })).toMatchObject({
      description: "Logo",
      unit: "h",
    });
  });

  it("names the field of a wrong type in French", () => {
    expect(messagesOf(lineItemSchema, { ...item, description: 5 })).toEqual([
      "Tous les articles doivent avoir une description et un prix",
    ]);
    expect(messagesOf(lineItemSchema, { ...item, quantity: "2" })).toEqual([
      "La quantité doit être supérieure à 0, avec au plus 3 décimales",
    ]);
    expect(messagesOf(lineItemSchema, { ...item, unitPrice: "5" })).toEqual([
      "Le prix unitaire doit être un montant positif avec au plus 2 décimales",
    ]);
    expect(messagesOf(lineItemSchema, { ...item, discount: "5" })).toEqual([
      "La remise doit être comprise entre 0 et 100 %",
    ]);
    expect(messagesOf(lineItemSchema, "ligne")).toEqual(["Les données saisies ne sont pas valides."]);
  });

  it("counts decimals exactly", () => {
    expect(hasAtMostTwoDecimals(1.1)).toBe(true);
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.POSITIVE_INFINITY)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });

  it("knows a complete line", () => {
    expect(isLineItemComplete(item)).toBe(true);
    expect(isLineItemComplete({ description: "  ", unitPrice: 5 })).toBe(false);
    expect(isLineItemComplete({ description: "Logo", unitPrice: 0 })).toBe(false);
    expect(isLineItemComplete({ description: "Logo", unitPrice: 0.01 })).toBe(true);
    expect(isLineItemComplete({ description: null, unitPrice: 5 })).toBe(false);
    expect(isLineItemComplete({ description: "Logo", unitPrice: null })).toBe(false);
    expect(isLineItemComplete({ description: "Logo" })).toBe(false);
    // A price still typed as text, as a form may hold it, is not a price yet.
    expect(isLineItemComplete(JSON.parse('{ "description": "Logo", "unitPrice": "5" }'))).toBe(false);
  });
});

describe("invoiceSchema", () => {
  it("accepts a valid invoice and fills the payment terms", () => {
    const { paymentTerms: _terms, ...rest } = invoice;
    expect(invoiceSchema.parse(rest).paymentTerms).toBe(30);
    expect(
      invoiceSchema.safeParse({ ...invoice, invoiceNumber: undefined, dueDate: "2026-03-31T00:00:00.000Z" }).success,
    ).toBe(true);
  });

  it("gives the spec's messages verbatim", () => {
    expect(messagesOf(invoiceSchema, { ...invoice, client: "" })).toEqual(["Veuillez sélectionner un client"]);
    expect(messagesOf(invoiceSchema, { ...invoice, client: null })).toEqual(["Veuillez sélectionner un client"]);
    expect(messagesOf(invoiceSchema, { ...invoice, dueDate: "" })).toEqual(["Veuillez définir une date d'échéance"]);
    expect(messagesOf(invoiceSchema, { ...invoice, dueDate: undefined })).toEqual([
      "Veuillez définir une date d'échéance",
    ]);
    expect(messagesOf(invoiceSchema, { ...invoice, items: [] })).toEqual([
      "La facture doit contenir au moins un article",
    ]);
    expect(messagesOf(invoiceSchema, { ...invoice, items: [item, { ...item, description: "" }] })).toEqual([
      "Tous les articles doivent avoir une description et un prix",
    ]);
    expect(messagesOf(invoiceSchema, { ...invoice, items: [{ ...item, unitPrice: 0 }] })).toEqual([
      "Tous les articles doivent avoir une description et un prix",
    ]);
  });

  it("reports problems in the order of the form", () => {
    expect(firstMessageOf(invoiceSchema, { ...invoice, client: "", dueDate: "", items: [] })).toBe(
      "Veuillez sélectionner un client",
    );
  });

  it("checks the number format, payment terms, status and dates", () => {
    expect(messagesOf(invoiceSchema, { ...invoice, invoiceNumber: "FA-26-7" })).toEqual([
      "Le numéro de facture doit respecter le format FA-AA-NNNN",
    ]);
    expect(messagesOf(invoiceSchema, { ...invoice, paymentTerms: 45 })).toEqual([
      "Veuillez choisir un délai de paiement valide",
    ]);
    expect(messagesOf(invoiceSchema, { ...invoice, status: "cancelled" })).toEqual(["Statut de facture invalide"]);
    expect(messagesOf(invoiceSchema, { ...invoice, dueDate: "2026-02-30" })).toEqual([
      "Veuillez saisir une date valide (AAAA-MM-JJ).",
    ]);
    expect(messagesOf(invoiceSchema, { ...invoice, dueDate: "2026-02-28" })).toEqual([
      "La date d'échéance ne peut pas être antérieure à la date d'émission",
    ]);
    expect(invoiceSchema.safeParse({ ...invoice, paymentTerms: 0, dueDate: invoice.issueDate }).success).toBe(true);
  });

  it("puts the date order problem on the due date, and trims dates", () => {
    const result = invoiceSchema.safeParse({ ...invoice, dueDate: "2026-02-28" });
    expect(result.error?.issues.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: "custom", path: ["dueDate"] },
    ]);
    expect(invoiceSchema.parse({ ...invoice, issueDate: " 2026-03-01 " }).issueDate).toBe("2026-03-01");
    expect(messagesOf(invoiceSchema, { ...invoice, items: "Logo" })).toEqual([
      "La facture doit contenir au moins un article",
    ]);
    const incomplete = invoiceSchema.safeParse({ ...invoice, items: [{ ...item, unitPrice: 0 }] });
    expect(incomplete.error?.issues.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: "custom", path: ["items"] },
    ]);
  });

  it("compares a date-time with a date by calendar day", () => {
    // Same day, later hour: not before the issue date.
    expect(
      messagesOf(invoiceSchema, { ...invoice, issueDate: "2026-03-31T23:00:00.000Z", dueDate: "2026-03-31" }),
    ).toEqual([]);
    expect(
      messagesOf(invoiceSchema, { ...invoice, issueDate: "2026-04-01T00:00:00.000Z", dueDate: "2026-03-31" }),
    ).toEqual(["La date d'échéance ne peut pas être antérieure à la date d'émission"]);
    expect(messagesOf(invoiceSchema, { ...invoice, issueDate: "2026-03-01", dueDate: "2026-02-28T23:59:59Z" })).toEqual(
      ["La date d'échéance ne peut pas être antérieure à la date d'émission"],
    );
  });

  it("leaves the order of dates alone while a date is invalid", () => {
    expect(messagesOf(invoiceSchema, { ...invoice, issueDate: "2026-13-01", dueDate: "2026-03-31" })).toEqual([
      "Veuillez saisir une date valide (AAAA-MM-JJ).",
    ]);
  });

  it("trims the number, takes the payment terms of the list and the two states", () => {
    expect(invoiceSchema.parse({ ...invoice, invoiceNumber: " FA-26-0007 " }).invoiceNumber).toBe("FA-26-0007");
    expect(invoiceSchema.parse({ ...invoice, invoiceNumber: null }).invoiceNumber).toBeNull();
    for (const paymentTerms of [0, 15, 30, 60]) {
      expect(messagesOf(invoiceSchema, { ...invoice, paymentTerms, dueDate: "2026-06-30" })).toEqual([]);
    }
    expect(messagesOf(invoiceSchema, { ...invoice, state: "draft" })).toEqual([]);
    expect(messagesOf(invoiceSchema, { ...invoice, state: "issued" })).toEqual([]);
    expect(messagesOf(invoiceSchema, { ...invoice, state: "cancelled" })).toEqual([
      "L'état d'une facture change par son émission ou par un avoir, pas par une modification.",
    ]);
    expect(messagesOf(invoiceSchema, { ...invoice, invoiceNumber: 7 })).toEqual([
      "Le numéro de facture doit respecter le format FA-AA-NNNN",
    ]);
    expect(messagesOf(invoiceSchema, { ...invoice, issueDate: "" })).toEqual(["Veuillez définir une date d'émission"]);
    expect(messagesOf(invoiceSchema, { ...invoice, notes: "x".repeat(2000) })).toEqual([]);
    expect(messagesOf(invoiceSchema, { ...invoice, notes: "x".repeat(2001) })).toEqual([
      "Ce champ ne doit pas dépasser 2000 caractères.",
    ]);
  });

  it("offers an unrefined base for partial updates", () => {
    expect(invoiceBaseSchema.partial().safeParse({ status: "paid" }).success).toBe(true);
  });

  it("does not mutate its input", () => {
    const input = structuredClone(invoice);
    invoiceSchema.parse(input);
    expect(input).toEqual(invoice);
  });
});

describe("quoteSchema", () => {
  it("accepts a valid quote with a numeric client id", () => {
    expect(quoteSchema.safeParse(quote).success).toBe(true);
  });

  it("gives the spec's messages verbatim", () => {
    expect(messagesOf(quoteSchema, { ...quote, validUntil: "" })).toEqual(["Veuillez définir une date de validité"]);
    expect(messagesOf(quoteSchema, { ...quote, items: [] })).toEqual(["Le devis doit contenir au moins un article"]);
    expect(messagesOf(quoteSchema, { ...quote, client: 0 })).toEqual(["Veuillez sélectionner un client"]);
    expect(messagesOf(quoteSchema, { ...quote, items: [{ ...item, description: " " }] })).toEqual([
      "Tous les articles doivent avoir une description et un prix",
    ]);
    expect(messagesOf(quoteSchema, { ...quote, quoteNumber: "FA-26-0001" })).toEqual([
      "Le numéro de devis doit respecter le format DEVIS-AA-NNNN",
    ]);
    expect(messagesOf(quoteSchema, { ...quote, status: "accepted" })).toEqual([]);
    expect(messagesOf(quoteSchema, { ...quote, status: "paid" })).toEqual(["Statut de devis invalide"]);
  });

  it("bounds the notes and reads the client id", () => {
    expect(messagesOf(quoteSchema, { ...quote, notes: "x".repeat(2001) })).toEqual([
      "Ce champ ne doit pas dépasser 2000 caractères.",
    ]);
    expect(messagesOf(quoteSchema, { ...quote, client: 1.5 })).toEqual(["Veuillez sélectionner un client"]);
    expect(messagesOf(quoteSchema, { ...quote, client: -3 })).toEqual(["Veuillez sélectionner un client"]);
    expect(messagesOf(quoteSchema, { ...quote, client: "  " })).toEqual(["Veuillez sélectionner un client"]);
    expect(quoteSchema.parse({ ...quote, client: " k3x9 " }).client).toBe("k3x9");
    expect(messagesOf(quoteSchema, { ...quote, issueDate: "" })).toEqual(["Veuillez définir une date d'émission"]);
    for (const status of ["draft", "sent", "accepted", "rejected"]) {
      expect(messagesOf(quoteSchema, { ...quote, status })).toEqual([]);
    }
  });

  it("puts the date order problem on the validity date", () => {
    const result = quoteSchema.safeParse({ ...quote, validUntil: "2026-02-28" });
    expect(result.error?.issues.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: "custom", path: ["validUntil"] },
    ]);
  });

  it("refuses a validity date before the issue date, compared by calendar day", () => {
    expect(messagesOf(quoteSchema, { ...quote, validUntil: "2026-02-28" })).toEqual([
      "La date de validité ne peut pas être antérieure à la date d'émission",
    ]);
    expect(quoteSchema.safeParse({ ...quote, validUntil: quote.issueDate }).success).toBe(true);
    expect(
      quoteSchema.safeParse({ ...quote, issueDate: "2026-03-01T18:00:00Z", validUntil: "2026-03-01" }).success,
    ).toBe(true);
  });
});

describe("limits of what a document carries", () => {
  it("takes 200 lines and refuses the 201st with one French message", () => {
    expect(messagesOf(invoiceSchema, { ...invoice, items: Array.from({ length: 200 }, () => item) })).toEqual([]);
    expect(messagesOf(invoiceSchema, { ...invoice, items: Array.from({ length: 201 }, () => item) })).toEqual([
      "Un document ne peut pas dépasser 200 lignes.",
    ]);
    expect(messagesOf(quoteSchema, { ...quote, items: Array.from({ length: 201 }, () => item) })).toEqual([
      "Un document ne peut pas dépasser 200 lignes.",
    ]);
  });

  it("bounds the ids a form sends back", () => {
    expect(messagesOf(invoiceSchema, { ...invoice, client: "x".repeat(65) })).toEqual([
      "Veuillez sélectionner un client",
    ]);
    expect(messagesOf(lineItemSchema, { ...item, id: "x".repeat(65) })).toHaveLength(1);
  });
});
