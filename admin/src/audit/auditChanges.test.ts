import { describe, expect, it } from "vitest";
import { changeLines, changeText, fieldName, referencedIds, referenceName } from "./auditChanges";

const words = {
  empty: "—",
  linesChanged: "lignes modifiées",
  lineCount: (count: number) => `${count} ligne${count > 1 ? "s" : ""}`,
  yes: "Oui",
  no: "Non",
};

const shown = (resource: string, changes: unknown, references = {}) =>
  changeLines(resource, changes, words, references).map((line) => `${line.field} : ${line.before} → ${line.after}`);

describe("changeLines", () => {
  it("names the fields in French and shows money in DH", () => {
    expect(
      shown("invoices", { amount: [null, 4000], totalDiscount: [0, 2635.05], deductedAmount: [null, "600.00"] }),
    ).toEqual([
      "Montant : — → 4 000,00 DH",
      "Remise : 0,00 DH → 2 635,05 DH",
      "Imputé sur le reste à payer : — → 600,00 DH",
    ]);
  });

  it("shows each kind's statuses in the words of its screens", () => {
    expect(shown("invoices", { status: ["unpaid", "paid"], state: ["draft", "issued"] })).toEqual([
      "Statut : Non payée → Payée",
      "État : Brouillon → Émise",
    ]);
    expect(shown("quotes", { status: ["sent", "accepted"] })).toEqual(["Statut : Envoyé → Accepté"]);
    expect(shown("deliveries", { status: ["draft", "delivered"] })).toEqual(["Statut : Brouillon → Livré"]);
    // A status of a kind without its own words, or a value no label knows, stays as stored.
    expect(shown("recurring-invoices", { status: [null, "odd"] })).toEqual(["Statut : — → odd"]);
    expect(shown("invoices", { status: ["unpaid", "lost"] })).toEqual(["Statut : Non payée → lost"]);
  });

  it("shows coded values with their labels: payment mode and terms, client type, frequency, VAT exemption", () => {
    expect(shown("invoices", { method: [null, "virement"], paymentTerms: [30, 0], reference: [null, "30"] })).toEqual([
      "Mode : — → Virement",
      "Conditions : 30 jours → Paiement immédiat",
      "Référence : — → 30",
    ]);
    expect(shown("clients", { type: ["individual", "sarl"] })).toEqual(["Type de client : Particulier → Société"]);
    expect(shown("recurring-invoices", { frequency: ["monthly", "quarterly"] })).toEqual([
      "Fréquence : Mensuelle → Trimestrielle",
    ]);
    expect(shown("company-settings", { vatExemption: [null, "art91"] })).toEqual([
      "Exonération de TVA : — → Exonéré de TVA (article 91 du Code général des impôts)",
    ]);
  });

  it("shows days as the screens do, and yes or no for a switch", () => {
    expect(
      shown("invoices", { issueDate: [null, "2025-01-19"], dueDate: ["2025-02-18", "2025-01-19"], date: [null, "x"] }),
    ).toEqual(["Date : — → 19/01/2025", "Échéance : 18/02/2025 → 19/01/2025", "Date : — → x"]);
    expect(shown("recurring-invoices", { nextDate: ["2026-12-01", "2027-01-01"], autoSend: [true, false] })).toEqual([
      "Prochaine facture : 01/12/2026 → 01/01/2027",
      "Envoi automatique : Oui → Non",
    ]);
    expect(shown("clients", { archived: [false, true] })).toEqual(["Archivé : Non → Oui"]);
  });

  it("names a client, an invoice or a quote by what the screens call it, its documentId when it is not known", () => {
    const references = { c1: "Atlas Print", i1: "FA-25-0001" };
    expect(shown("invoices", { client: ["c2", "c1"] }, references)).toEqual(["Client : c2 → Atlas Print"]);
    expect(shown("deliveries", { invoice: [null, "i1"], quote: [null, "q9"] }, references)).toEqual([
      "Facture : — → FA-25-0001",
      "Devis : — → q9",
    ]);
    // Only relations are looked up: a note that happens to equal an id is a note.
    expect(shown("invoices", { notes: [null, "c1"] }, references)).toEqual(["Notes : — → c1"]);
  });

  it("shows a retainer's invoice by the day it is for", () => {
    expect(shown("invoices", { recurrenceKey: [null, "r8x2k:2026-12-01"] })).toEqual([
      "Période récurrente : — → 01/12/2026",
    ]);
    expect(shown("invoices", { recurrenceKey: [null, "legacy"] })).toEqual(["Période récurrente : — → legacy"]);
  });

  it("shows a client link's end and revocation, and a quote's answer, on Casablanca's clock", () => {
    expect(
      shown("quotes", {
        expiresAt: [null, "2027-01-24T23:30:00.000Z"],
        revokedAt: [null, "not a date"],
        answeredAt: [null, "2026-06-30T23:15:00.000Z"],
      }),
    ).toEqual([
      "Fin du lien : — → 25/01/2027 00:30:00",
      "Révocation : — → not a date",
      "Réponse du client : — → 01/07/2026 00:15:00",
    ]);
  });

  it("sums up changed lines instead of printing them, and prints other objects as JSON", () => {
    expect(shown("invoices", { items: [[], [{ description: "x" }]], extra: [null, { a: 1 }] })).toEqual([
      "Lignes : lignes modifiées → lignes modifiées",
      'extra : — → {"a":1}',
    ]);
  });

  it("counts the lines a record is made with", () => {
    expect(shown("invoices", { items: [null, [{ description: "x" }, { description: "y" }]] })).toEqual([
      "Lignes : — → 2 lignes",
    ]);
  });

  it("ignores what is not a change", () => {
    expect(changeLines("invoices", null, words)).toEqual([]);
    expect(changeLines("invoices", { odd: "value", short: [1], long: [1, 2, 3] }, words)).toEqual([]);
  });
});

describe("changeText", () => {
  const lines = (changes: unknown) => changeLines("invoices", changes, words, { c1: "Atlas Print" });

  it("shows a change as before → after", () => {
    expect(
      changeText(lines({ status: ["unpaid", "paid"], notes: [null, "Réglée"] }), { action: "update", empty: "—" }),
    ).toBe("Statut : Non payée → Payée · Notes : — → Réglée");
  });

  it("shows what a creation, a payment or a credit note was made with, its empty fields left out", () => {
    const made = lines({ client: [null, "c1"], issueDate: [null, "2025-01-19"], notes: [null, ""] });
    expect(changeText(made, { action: "create", empty: "—" })).toBe("Client : Atlas Print · Date : 19/01/2025");
    const paid = changeLines("payments", { amount: [null, 1200], method: [null, "virement"] }, words);
    expect(changeText(paid, { action: "payment", empty: "—" })).toBe("Montant : 1 200,00 DH · Mode : Virement");
  });

  it("keeps the arrow of what such an entry changes in what was there", () => {
    const paid = lines({ amount: [null, 1200], status: ["unpaid", "partial"] });
    expect(changeText(paid, { action: "payment", empty: "—" })).toBe(
      "Montant : 1 200,00 DH · Statut : Non payée → Partielle",
    );
  });
});

describe("fieldName", () => {
  it("names an address by where it is recorded: a client's or the company's, a visitor's IP on a document", () => {
    expect(fieldName("clients", "address")).toBe("Adresse");
    expect(fieldName("company-settings", "address")).toBe("Adresse");
    expect(fieldName("quotes", "address")).toBe("Adresse IP");
    expect(fieldName("invoices", "address")).toBe("Adresse IP");
    expect(fieldName("credit-notes", "address")).toBe("Adresse IP");
    expect(fieldName("quotes", "name")).toBe("Signataire");
    expect(fieldName("users", "name")).toBe("Nom");
    expect(fieldName("users", "unheardOf")).toBe("unheardOf");
  });
});

describe("referencedIds", () => {
  it("takes the documentIds of one relation, before and after, once each", () => {
    expect(referencedIds({ client: ["c1", "c2"], invoice: [null, "i1"] }, "client")).toEqual(["c1", "c2"]);
    expect(referencedIds({ client: ["c1", "c1"] }, "client")).toEqual(["c1"]);
    expect(referencedIds({ invoice: [null, "i1"] }, "invoice")).toEqual(["i1"]);
    expect(referencedIds({ invoice: ["", 4] }, "invoice")).toEqual([]);
    expect(referencedIds({ client: ["c1", "c2"] }, "quote")).toEqual([]);
    expect(referencedIds(null, "client")).toEqual([]);
  });
});

describe("referenceName", () => {
  it("names a client by its name, a quote and an issued invoice by their numbers", () => {
    expect(referenceName("client", { name: "Atlas Print" })).toBe("Atlas Print");
    expect(referenceName("quote", { quoteNumber: "DEV-2026-0007" })).toBe("DEV-2026-0007");
    expect(referenceName("invoice", { invoiceNumber: "FA-26-0042", state: "issued", issueDate: "2026-01-15" })).toBe(
      "FA-26-0042",
    );
  });

  it("names an invoice still a draft, without a number, as the draft of its day", () => {
    expect(referenceName("invoice", { invoiceNumber: null, state: "draft", issueDate: "2026-01-15" })).toBe(
      "Brouillon du 15/01/2026",
    );
  });

  it("has no name for what it cannot name: the entry then shows the documentId", () => {
    expect(referenceName("invoice", { invoiceNumber: null, state: "issued", issueDate: "2026-01-15" })).toBeUndefined();
    expect(referenceName("invoice", { state: "draft" })).toBeUndefined();
    expect(referenceName("client", { name: "" })).toBeUndefined();
    expect(referenceName("quote", { name: "Atlas Print" })).toBeUndefined();
  });
});
