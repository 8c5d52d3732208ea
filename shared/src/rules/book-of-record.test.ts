import { describe, expect, it } from "vitest";
import {
  answeredContent,
  BOOK_MESSAGES,
  FROZEN_MESSAGE,
  INVOICE_STATE_LABELS,
  NOT_DELETABLE_MESSAGE,
  frozenFieldsChanged,
  invoiceState,
  isFrozen,
  numberBehindMessage,
} from "./book-of-record.js";

const issued = {
  state: "issued",
  invoiceNumber: "FA-26-0043",
  client: { documentId: "c1" },
  issueDate: "2026-11-02",
  dueDate: "2026-12-02",
  paymentTerms: 30,
  items: [
    {
      id: 4,
      description: "Audit",
      quantity: "1.5",
      unitPrice: "1000.00",
      discount: "0",
      taxRate: 20,
      totalAmount: "1800",
    },
  ],
  totalAmount: "1800.00",
  notes: "Merci",
};

describe("invoice state", () => {
  it("reads rows from before states as issued, and freezes all but drafts", () => {
    expect(invoiceState(null)).toBe("issued");
    expect(invoiceState("draft")).toBe("draft");
    expect(isFrozen("invoice", { state: "draft" })).toBe(false);
    expect(isFrozen("invoice", { state: "issued" })).toBe(true);
    expect(isFrozen("invoice", { state: "cancelled" })).toBe(true);
    expect(isFrozen("quote", { status: "accepted" })).toBe(true);
    expect(isFrozen("quote", { status: "sent" })).toBe(false);
    expect(isFrozen("delivery", { status: "delivered" })).toBe(true);
  });

  it("knows only its three states", () => {
    expect(invoiceState("cancelled")).toBe("cancelled");
    expect(invoiceState("issued")).toBe("issued");
    expect(invoiceState("paid")).toBe("issued");
    expect(invoiceState("")).toBe("issued");
    expect(invoiceState(undefined)).toBe("issued");
    expect(isFrozen("invoice", {})).toBe(true);
    expect(isFrozen("quote", {})).toBe(false);
    expect(isFrozen("delivery", { status: "sent" })).toBe(false);
    expect(isFrozen("delivery", { status: "accepted" })).toBe(false);
    expect(isFrozen("quote", { status: "delivered" })).toBe(false);
    expect(INVOICE_STATE_LABELS).toEqual({ draft: "Brouillon", issued: "Émise", cancelled: "Annulée" });
  });
});

describe("FROZEN_FIELDS, through frozenFieldsChanged", () => {
  // Every field set from nothing to a value: exactly the frozen ones come back, in their order.
  const changedFrom = (kind: "invoice" | "quote" | "delivery", fields: string[]) =>
    frozenFieldsChanged(kind, {}, Object.fromEntries([...fields, "unrelated"].map((field) => [field, "x"])));
  const totals = ["subtotal", "totalDiscount", "totalTax", "totalAmount"];

  it("freezes an issued invoice's number, client, quote, dates, terms, lines and totals, not its notes", () => {
    const frozen = ["invoiceNumber", "client", "quote", "issueDate", "dueDate", "paymentTerms", "items", ...totals];
    expect(changedFrom("invoice", [...frozen, "notes", "status"])).toEqual(frozen);
  });

  it("freezes all of an accepted quote", () => {
    const frozen = ["quoteNumber", "client", "issueDate", "validUntil", "items", ...totals, "notes", "status"];
    expect(changedFrom("quote", frozen)).toEqual(frozen);
  });

  it("freezes all of a delivered note, from its number to where and how it goes", () => {
    const shipping = ["deliveryDate", "deliveryAddress", "transportInfo"];
    const frozen = ["deliveryNumber", "client", "invoice", "issueDate", ...shipping, "items", "notes", "status"];
    expect(changedFrom("delivery", frozen)).toEqual(frozen);
  });
});

describe("frozenFieldsChanged", () => {
  it("sees no change when the same values come back in another form (strings, numbers, ids, timestamps)", () => {
    const same = {
      invoiceNumber: "FA-26-0043",
      client: "c1",
      issueDate: "2026-11-02T00:00:00.000Z",
      dueDate: "2026-12-02",
      paymentTerms: "30",
      items: [{ description: "Audit", quantity: 1.5, unitPrice: 1000, discount: 0, taxRate: "20" }],
      totalAmount: 1800,
      notes: "Autre note",
      status: "paid",
    };
    expect(frozenFieldsChanged("invoice", issued, same)).toEqual([]);
  });

  it("names each frozen field that changes, and ignores the notes of an invoice", () => {
    const change = {
      invoiceNumber: "FA-26-0098",
      client: "c2",
      items: [{ description: "Audit", quantity: 2, unitPrice: 1000, discount: 0, taxRate: 20 }],
      notes: "x",
    };
    expect(frozenFieldsChanged("invoice", issued, change)).toEqual(["invoiceNumber", "client", "items"]);
  });

  it("counts a removed line as a change", () => {
    expect(frozenFieldsChanged("invoice", issued, { items: [] })).toEqual(["items"]);
  });
});

describe("frozenFieldsChanged compares values, not their spelling", () => {
  const quote = {
    status: "accepted",
    validUntil: "2026-12-31",
    notes: null,
    client: { id: 3 },
    items: [{ description: "Logo", quantity: 2, unit: "", note: null }],
  };

  it("reads a validity date-time as its day, and empty as nothing", () => {
    expect(frozenFieldsChanged("quote", quote, { validUntil: "2026-12-31T15:00:00.000Z", notes: "" })).toEqual([]);
    expect(frozenFieldsChanged("quote", quote, { validUntil: "2027-01-01" })).toEqual(["validUntil"]);
  });

  it("compares texts that only start or end with digits as texts", () => {
    expect(frozenFieldsChanged("quote", { ...quote, notes: "1 jour" }, { notes: "1 semaine" })).toEqual(["notes"]);
    expect(frozenFieldsChanged("quote", { ...quote, notes: "Jour 1" }, { notes: "Semaine 1" })).toEqual(["notes"]);
    expect(frozenFieldsChanged("quote", { ...quote, notes: "-5" }, { notes: -5 })).toEqual([]);
    expect(frozenFieldsChanged("quote", { ...quote, notes: "1.50" }, { notes: 1.5 })).toEqual([]);
    expect(frozenFieldsChanged("quote", { ...quote, notes: "1." }, { notes: 1 })).toEqual(["notes"]);
  });

  it("takes a field sent as undefined for nothing, at the top and in lines", () => {
    expect(frozenFieldsChanged("quote", quote, { notes: undefined })).toEqual([]);
    expect(frozenFieldsChanged("quote", quote, { items: [{ description: "Logo", quantity: 2 }] })).toEqual([]);
  });

  it("reads numbers written with an exponent as numbers", () => {
    expect(frozenFieldsChanged("quote", { ...quote, notes: "0.0000001" }, { notes: 1e-7 })).toEqual([]);
    expect(
      frozenFieldsChanged("quote", { ...quote, items: [{ quantity: "0.0000001" }] }, { items: [{ quantity: 1e-7 }] }),
    ).toEqual([]);
  });

  it("compares a list outside the lines as it is", () => {
    expect(frozenFieldsChanged("quote", { ...quote, client: [1] }, { client: [2] })).toEqual(["client"]);
  });

  it("compares relations without a documentId by their content", () => {
    expect(frozenFieldsChanged("quote", quote, { client: { id: 3 } })).toEqual([]);
    expect(frozenFieldsChanged("quote", quote, { client: { id: 4 } })).toEqual(["client"]);
  });

  it("compares lines field by field, empty parts as nothing, numbers whatever their spelling", () => {
    expect(
      frozenFieldsChanged("quote", quote, { items: [{ description: "Logo", quantity: "2.0", unit: null, note: "" }] }),
    ).toEqual([]);
    expect(frozenFieldsChanged("quote", quote, { items: [{ description: "Logo", quantity: 2, unit: "h" }] })).toEqual([
      "items",
    ]);
    expect(
      frozenFieldsChanged(
        "quote",
        { ...quote, items: [{ description: "2 logos" }] },
        { items: [{ description: "2 icônes" }] },
      ),
    ).toEqual(["items"]);
    expect(
      frozenFieldsChanged(
        "quote",
        { ...quote, items: [{ description: "Logo 2" }] },
        { items: [{ description: "Icône 2" }] },
      ),
    ).toEqual(["items"]);
  });
});

describe("messages of the book", () => {
  it("names the highest number used", () => {
    expect(numberBehindMessage("FA-26-0043")).toBe(
      "Numéro refusé : la numérotation est continue, un numéro saisi à la main doit venir après FA-26-0043.",
    );
  });

  it("says why a frozen record does not change, per kind", () => {
    expect(FROZEN_MESSAGE).toEqual({
      invoice:
        "Cette facture est émise : son numéro, son client, ses dates, ses conditions et ses lignes ne changent plus. Pour la corriger, établissez un avoir.",
      quote: "Ce devis est accepté : il ne se modifie plus. Dupliquez-le pour en préparer un autre.",
      delivery: "Ce bon de livraison est livré : il ne se modifie plus.",
    });
    expect(NOT_DELETABLE_MESSAGE).toEqual({
      invoice: "Une facture émise ne se supprime pas : pour l'annuler, établissez un avoir.",
      quote: "Un devis accepté ne se supprime pas.",
      delivery: "Un bon de livraison livré ne se supprime pas.",
    });
    expect(BOOK_MESSAGES.alreadyIssued).toBe("Cette facture est déjà émise.");
    expect(BOOK_MESSAGES.clientInUse).toBe(
      "Ce client ne peut pas être supprimé : des factures, avoirs, devis ou bons de livraison y font référence. Archivez-le plutôt.",
    );
  });
});

describe("answeredContent", () => {
  const quote = {
    id: 7,
    quoteNumber: "DEVIS-26-0012",
    client: { documentId: "c1", name: "Riad Atlas" },
    issueDate: "2026-11-20",
    validUntil: "2026-12-20",
    items: [{ id: 31, description: "Logo", quantity: 1, unitPrice: 3000, discount: 0, taxRate: 20 }],
    subtotal: 3000,
    totalDiscount: 0,
    totalTax: 600,
    totalAmount: 3600,
    notes: "Acompte de 30 %.",
    status: "sent",
    updatedAt: "2026-11-20T10:00:00.000Z",
  };

  it("is the same for the same quote read again: new line ids, numbers as the database spells them, another status", () => {
    const readAgain = {
      ...quote,
      id: 8,
      items: [{ id: 99, description: "Logo", quantity: "1", unitPrice: "3000.00", discount: "0", taxRate: "20" }],
      subtotal: "3000.00",
      totalAmount: "3600.00",
      status: "accepted",
      updatedAt: "2026-11-21T08:00:00.000Z",
    };
    expect(answeredContent(readAgain)).toBe(answeredContent(quote));
  });

  it.each([
    ["a line's quantity", { items: [{ ...quote.items[0], quantity: 2 }] }],
    ["a line's text", { items: [{ ...quote.items[0], description: "Logo et charte" }] }],
    ["a line more", { items: [...quote.items, { ...quote.items[0], description: "Cartes" }] }],
    ["the total", { totalAmount: 4200 }],
    ["the notes", { notes: "Acompte de 50 %." }],
    ["the validity", { validUntil: "2027-01-20" }],
    ["the number", { quoteNumber: "DEVIS-26-0013" }],
    ["the client", { client: { documentId: "c2" } }],
  ])("changes with %s", (_what, change) => {
    expect(answeredContent({ ...quote, ...change })).not.toBe(answeredContent(quote));
  });
});
