import { describe, expect, it } from "vitest";
import {
  acceptanceLines,
  creditApplicationRows,
  formatPercent,
  formatRib,
  printedAmounts,
  PRICED_LINE_HEADERS,
  rowsAfterTotal,
  settlementRows,
  taxRowLabel,
} from "./printed.js";

describe("printed amounts of a priced document", () => {
  it("gives HT line amounts, the VAT by rate on its base, the totals and the total in words", () => {
    // By hand: 1,000 − 10 % = 900 HT, VAT 20 % 180; 3 × 150 = 450 HT, VAT 10 % 45; 200 at 0 %.
    const printed = printedAmounts("invoice", [
      { quantity: 1, unitPrice: 1000, discount: 10, taxRate: 20 },
      { quantity: 3, unitPrice: 150, discount: 0, taxRate: 10 },
      { quantity: 1, unitPrice: 200, discount: 0, taxRate: 0 },
    ]);
    expect(printed.lineAmounts).toEqual([900, 450, 200]);
    expect(printed.rows.map((row) => `${row.label} ${row.amount}`)).toEqual([
      "Sous-total HT 1 650,00 DH",
      "Remise − 100,00 DH",
      "Total HT net 1 550,00 DH",
      "TVA 0 % sur 200,00 DH 0,00 DH",
      "TVA 10 % sur 450,00 DH 45,00 DH",
      "TVA 20 % sur 900,00 DH 180,00 DH",
      "Total TVA 225,00 DH",
      "Total TTC 1 775,00 DH",
    ]);
    expect(printed.rows.filter((row) => row.total).map((row) => row.label)).toEqual(["Total TTC"]);
    expect(printed.totalAmount).toBe(1775);
    expect(printed.inWords).toEqual({
      lead: "Arrêtée la présente facture à la somme de",
      words: "Mille sept cent soixante-quinze dirhams.",
    });
  });

  it("words the closing sentence for each kind", () => {
    const line = [{ quantity: 1, unitPrice: 1.5, discount: 0, taxRate: 0 }];
    expect(printedAmounts("quote", line).inWords).toEqual({
      lead: "Arrêté le présent devis à la somme de",
      words: "Un dirham et cinquante centimes.",
    });
    expect(printedAmounts("creditNote", line).inWords.lead).toBe("Arrêté le présent avoir à la somme de");
  });

  it("names the columns and prints percentages the French way", () => {
    expect(PRICED_LINE_HEADERS.at(-1)).toBe("Montant HT");
    expect(formatPercent(5.5)).toBe("5,5 %");
  });
});

describe("what an invoice prints under its total of what it has received", () => {
  const printedRows = (rows: ReturnType<typeof settlementRows>) =>
    rows.map((row) => `${row.label} ${row.amount}${row.total ? " (total)" : ""}`);

  it("prints nothing for an invoice that has received nothing: it reads as issued", () => {
    expect(settlementRows(1775, {})).toEqual([]);
    expect(settlementRows(1775, { payments: [], creditNotes: null })).toEqual([]);
  });

  it("prints the payments' sum, then what is left to pay, stronger", () => {
    // By hand: 1,775 − (500 + 250.50) = 1,024.50.
    expect(printedRows(settlementRows(1775, { payments: [{ amount: 500 }, { amount: "250.50" }] }))).toEqual([
      "Déjà réglé − 750,50 DH",
      "Reste à payer 1 024,50 DH (total)",
    ]);
  });

  it("prints the credit notes apart from the payments, and nothing left once both cover the total", () => {
    expect(
      printedRows(settlementRows(1775, { payments: [{ amount: "1275.00" }], creditNotes: [{ totalAmount: 500 }] })),
    ).toEqual(["Déjà réglé − 1 275,00 DH", "Avoirs − 500,00 DH", "Reste à payer 0,00 DH (total)"]);
    expect(printedRows(settlementRows(1775, { creditNotes: [{ totalAmount: "1775" }] }))).toEqual([
      "Avoirs − 1 775,00 DH",
      "Reste à payer 0,00 DH (total)",
    ]);
  });

  it("prints what was paid and credited beyond the total as owed back, and refunds apart from payments", () => {
    // Paid 1,775 in full, then credited 500: 500 is the client's, none of it due.
    const paidThenCredited = { payments: [{ amount: "1775.00" }], creditNotes: [{ totalAmount: "500.00" }] };
    expect(printedRows(settlementRows(1775, paidThenCredited))).toEqual([
      "Déjà réglé − 1 775,00 DH",
      "Avoirs − 500,00 DH",
      "Trop-perçu à rembourser 500,00 DH",
      "Reste à payer 0,00 DH (total)",
    ]);
    // 200 refunded: 300 still owed back (500 − 200); "Déjà réglé" stays what the client paid.
    const partlyRefunded = { ...paidThenCredited, payments: [{ amount: "1775.00" }, { amount: "-200.00" }] };
    expect(printedRows(settlementRows(1775, partlyRefunded))).toEqual([
      "Déjà réglé − 1 775,00 DH",
      "Avoirs − 500,00 DH",
      "Remboursé au client + 200,00 DH",
      "Trop-perçu à rembourser 300,00 DH",
      "Reste à payer 0,00 DH (total)",
    ]);
    const refunded = { ...paidThenCredited, payments: [{ amount: 1775 }, { amount: -300 }, { amount: "-200" }] };
    expect(printedRows(settlementRows(1775, refunded))).toEqual([
      "Déjà réglé − 1 775,00 DH",
      "Avoirs − 500,00 DH",
      "Remboursé au client + 500,00 DH",
      "Reste à payer 0,00 DH (total)",
    ]);
  });
});

describe("what a credit note prints under its total of how it was applied", () => {
  const printedRows = (rows: ReturnType<typeof creditApplicationRows>) =>
    rows.map((row) => `${row.label} ${row.amount}`);

  it("splits its total between what came off the invoice's rest to pay and what the client is owed back", () => {
    // A credit of 1,200 on an invoice that still asked 400: 400 off it, 800 back to the client.
    expect(printedRows(creditApplicationRows(1200, { deductedAmount: "400.00" }))).toEqual([
      "Imputé sur le reste à payer 400,00 DH",
      "À rembourser au client 800,00 DH",
    ]);
    expect(printedRows(creditApplicationRows(1200, { deductedAmount: 1200 }))).toEqual([
      "Imputé sur le reste à payer 1 200,00 DH",
    ]);
    expect(printedRows(creditApplicationRows(1200, { deductedAmount: "0.00" }))).toEqual([
      "À rembourser au client 1 200,00 DH",
    ]);
  });

  it("prints nothing when the note did not record it, and never more than its total", () => {
    expect(creditApplicationRows(1200, {})).toEqual([]);
    expect(creditApplicationRows(1200, { deductedAmount: null })).toEqual([]);
    expect(printedRows(creditApplicationRows(99.99, { deductedAmount: 150 }))).toEqual([
      "Imputé sur le reste à payer 99,99 DH",
    ]);
  });

  it("is what a credit note prints after its total; an invoice prints its settlements, a quote nothing", () => {
    expect(printedRows(rowsAfterTotal("creditNote", 500, { deductedAmount: 200 }))).toEqual([
      "Imputé sur le reste à payer 200,00 DH",
      "À rembourser au client 300,00 DH",
    ]);
    expect(printedRows(rowsAfterTotal("invoice", 500, { payments: [{ amount: 100 }] }))).toEqual([
      "Déjà réglé − 100,00 DH",
      "Reste à payer 400,00 DH",
    ]);
    expect(rowsAfterTotal("quote", 500, { payments: [{ amount: 100 }], deductedAmount: 200 })).toEqual([]);
  });
});

describe("what a quote accepted online prints", () => {
  const answered = { status: "accepted", acceptedBy: "Nadia Alaoui", answeredAt: "2026-11-26T09:32:00.000Z" };

  it("says who gave their agreement and when, on Morocco's clock, with their comment", () => {
    expect(acceptanceLines({ ...answered, answerComment: "  Démarrage en janvier, merci.  " })).toEqual({
      title: "Bon pour accord",
      lines: [
        "Accepté en ligne par Nadia Alaoui le 26/11/2026 à 10:32 (heure du Maroc).",
        "Commentaire : « Démarrage en janvier, merci. »",
      ],
    });
    expect(acceptanceLines({ ...answered, answerComment: " " })?.lines).toHaveLength(1);
  });

  it("prints nothing for a quote not accepted, or accepted by hand (no answer recorded)", () => {
    expect(acceptanceLines({ ...answered, status: "rejected" })).toBeNull();
    expect(acceptanceLines({ ...answered, status: "sent" })).toBeNull();
    expect(acceptanceLines({ status: "accepted" })).toBeNull();
    expect(acceptanceLines({ ...answered, acceptedBy: null })).toBeNull();
  });
});

describe("a RIB as printed", () => {
  it("parts bank, city, account and key; leaves anything else as stored", () => {
    expect(formatRib("011780000012345678901296")).toBe("011 780 0000123456789012 96");
    expect(formatRib("01178000001234567890129")).toBe("01178000001234567890129");
  });
});

describe("the tax row's label on screen", () => {
  it("names the one rate of every line, as spec 001 §9 does, and only 'TVA' over several or none", () => {
    expect(taxRowLabel([20, 20, 20])).toBe("TVA (20%)");
    expect(taxRowLabel([0])).toBe("TVA (0%)");
    expect(taxRowLabel([5.5])).toBe("TVA (5,5%)");
    expect(taxRowLabel([20, 10, 20])).toBe("TVA");
    expect(taxRowLabel([])).toBe("TVA");
  });
});
