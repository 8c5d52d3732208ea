import { amountInFrenchWords } from "../rules/amount-in-words.js";
import { invoiceBalance, recordedCreditApplication, refundable, sumAmounts } from "../rules/balance.js";
import { casablancaDateTime } from "../rules/dates.js";
import { formatDH, roundToCentime } from "../rules/money.js";
import { computeTotals, type LineInput } from "../rules/totals.js";

/**
 * What an invoice, a quote or a credit note prints of its amounts, worded once for its PDF
 * (cms) and its print view (admin), so that both show the same document.
 */
export type PricedKind = "invoice" | "quote" | "creditNote";

/** The closing sentence of French commercial documents, before the total in words. */
export const AMOUNT_IN_WORDS_LEADS: Readonly<Record<PricedKind, string>> = {
  invoice: "Arrêtée la présente facture à la somme de",
  quote: "Arrêté le présent devis à la somme de",
  creditNote: "Arrêté le présent avoir à la somme de",
};

/** The columns of the priced lines, in order: amounts are HT, the tax comes in the totals. */
export const PRICED_LINE_HEADERS = ["Désignation", "Qté", "Prix unitaire HT", "Remise", "TVA", "Montant HT"] as const;

const frenchNumber = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });

/** "20 %", "5,5 %". */
export function formatPercent(value: number): string {
  return `${frenchNumber.format(value)} %`;
}

/**
 * The tax row of a document's totals on screen: "TVA (20%)" when every line is at one rate, as spec 001 §9 labels
 * a quote's tax, "TVA" over several rates (the printed document then lists each rate on its base).
 */
export function taxRowLabel(rates: readonly number[]): string {
  const distinct = [...new Set(rates)];
  return distinct.length === 1 ? `TVA (${frenchNumber.format(distinct[0]!)}%)` : "TVA";
}

/** One row of the totals block; `total` marks the amount to pay, printed stronger. */
export interface PrintedTotalRow {
  label: string;
  amount: string;
  total: boolean;
}

export interface PrintedAmounts {
  /** The total TTC, in DH. */
  totalAmount: number;
  /** Each line's amount HT, after its discount, in DH. */
  lineAmounts: number[];
  /** Sous-total HT, Remise, Total HT net, TVA by rate on its base, Total TVA, Total TTC. */
  rows: PrintedTotalRow[];
  /** The closing sentence: its lead, then the total in words, capitalised, with its full stop. */
  inWords: { lead: string; words: string };
}

/** The amounts a priced document prints, from its lines (the way the server totals them, in centimes). */
export function printedAmounts(kind: PricedKind, lines: readonly LineInput[]): PrintedAmounts {
  const totals = computeTotals(lines);
  const row = (label: string, amount: string, total = false): PrintedTotalRow => ({ label, amount, total });
  const words = amountInFrenchWords(totals.totalAmount);
  return {
    totalAmount: totals.totalAmount,
    lineAmounts: totals.lines.map((line) => roundToCentime(line.subtotal - line.discount)),
    rows: [
      row("Sous-total HT", formatDH(totals.subtotal)),
      row("Remise", `− ${formatDH(totals.totalDiscount)}`),
      row("Total HT net", formatDH(totals.subtotal - totals.totalDiscount)),
      ...totals.taxByRate.map(({ rate, base, tax }) =>
        row(`TVA ${formatPercent(rate)} sur ${formatDH(base)}`, formatDH(tax)),
      ),
      row("Total TVA", formatDH(totals.totalTax)),
      row("Total TTC", formatDH(totals.totalAmount), true),
    ],
    inWords: { lead: AMOUNT_IN_WORDS_LEADS[kind], words: `${words.charAt(0).toUpperCase()}${words.slice(1)}.` },
  };
}

/** What an invoice has received, as its record holds it (amounts may be decimal strings: PostgreSQL). */
export interface InvoiceSettlements {
  payments?: ReadonlyArray<{ amount: number | string }> | null;
  creditNotes?: ReadonlyArray<{ totalAmount: number | string }> | null;
}

/** What an invoice of `total` has received, paid and credited, and what is left to pay, to the centime. */
export function invoiceSettlement(
  total: number,
  settlements: InvoiceSettlements,
): { paid: number; credited: number; due: number } {
  const paid = sumAmounts((settlements.payments ?? []).map((payment) => payment.amount));
  const credited = sumAmounts((settlements.creditNotes ?? []).map((note) => note.totalAmount));
  return { paid, credited, due: invoiceBalance(total, paid, credited).due };
}

/**
 * The rows an invoice prints under its total once it has received a payment or a credit note: each, then what is
 * left to pay, as its client's page says it. Refunds (payments below 0) print apart from what was paid, and what the
 * client paid and was credited beyond the total, not yet refunded, prints as "Trop-perçu à rembourser": an invoice
 * credited after it was paid reads as what it is. An invoice that has received nothing prints as it was issued.
 */
export function settlementRows(total: number, settlements: InvoiceSettlements): PrintedTotalRow[] {
  const amounts = (settlements.payments ?? []).map((payment) => Number(payment.amount));
  const received = sumAmounts(amounts.filter((amount) => amount > 0));
  const refunded = -sumAmounts(amounts.filter((amount) => amount < 0));
  const { paid, credited, due } = invoiceSettlement(total, settlements);
  if (received === 0 && credited === 0) return [];
  const owedBack = refundable(total, paid, credited);
  const row = (label: string, amount: string): PrintedTotalRow => ({ label, amount, total: false });
  return [
    ...(received > 0 ? [row("Déjà réglé", `− ${formatDH(received)}`)] : []),
    ...(credited > 0 ? [row("Avoirs", `− ${formatDH(credited)}`)] : []),
    ...(refunded > 0 ? [row("Remboursé au client", `+ ${formatDH(refunded)}`)] : []),
    ...(owedBack > 0 ? [row("Trop-perçu à rembourser", formatDH(owedBack))] : []),
    { label: "Reste à payer", amount: formatDH(due), total: true },
  ];
}

/** What a credit note's record keeps of the day it was made: the part of it that came off what its invoice asked. */
export interface CreditApplication {
  /** Null on a credit note made before 2026-11-29, which did not record it. */
  deductedAmount?: number | string | null;
}

/**
 * What a credit note prints under its total: the part that came off what its invoice still asked for when it was made
 * ("Imputé sur le reste à payer"), and the part its client had already paid and is owed back ("À rembourser au
 * client"); the two add up to its total. Fixed when it was made, as the rest of the note. Nothing when not recorded.
 */
export function creditApplicationRows(total: number, note: CreditApplication): PrintedTotalRow[] {
  const application = recordedCreditApplication({ totalAmount: total, deductedAmount: note.deductedAmount });
  if (!application) return [];
  const { deducted, owedBack } = application;
  const row = (label: string, amount: number): PrintedTotalRow[] =>
    amount > 0 ? [{ label, amount: formatDH(amount), total: false }] : [];
  return [...row("Imputé sur le reste à payer", deducted), ...row("À rembourser au client", owedBack)];
}

/**
 * The rows a priced document prints under its total: an invoice's payments and credit notes, with what is left to pay
 * (`settlementRows`), or how a credit note was applied (`creditApplicationRows`); nothing for a quote.
 */
export function rowsAfterTotal(
  kind: PricedKind,
  total: number,
  record: InvoiceSettlements & CreditApplication,
): PrintedTotalRow[] {
  if (kind === "invoice") return settlementRows(total, record);
  return kind === "creditNote" ? creditApplicationRows(total, record) : [];
}

/** A quote's answer as its record keeps it (written by the server when the client answers from its link). */
export interface QuoteAnswerRecord {
  status?: string | null;
  acceptedBy?: string | null;
  answeredAt?: string | null;
  answerComment?: string | null;
}

/**
 * What a quote accepted by its client online prints under its amounts, the box's title first: who gave their
 * "Bon pour accord", when (Morocco's clock), and their comment. Null for any other quote, or one marked accepted by
 * hand (no answer recorded).
 */
export function acceptanceLines(quote: QuoteAnswerRecord): { title: string; lines: string[] } | null {
  if (quote.status !== "accepted" || !quote.answeredAt || !quote.acceptedBy) return null;
  const comment = quote.answerComment?.trim();
  return {
    title: "Bon pour accord",
    lines: [
      `Accepté en ligne par ${quote.acceptedBy} le ${casablancaDateTime(quote.answeredAt)} (heure du Maroc).`,
      ...(comment ? [`Commentaire : « ${comment} »`] : []),
    ],
  };
}

/**
 * A Moroccan RIB as invoices print it, its parts apart: bank (3), city (3), account (16), key (2):
 * "011 780 0000123456789012 96". Anything but 24 digits is printed as stored.
 */
export function formatRib(rib: string): string {
  const parts = /^(\d{3})(\d{3})(\d{16})(\d{2})$/.exec(rib);
  return parts ? parts.slice(1).join(" ") : rib;
}
