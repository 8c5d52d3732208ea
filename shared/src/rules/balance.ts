import type { InvoiceStatus } from "../labels/invoices.js";
import { formatFrenchDate } from "./dates.js";
import { formatDH, fromCentimes, toCentimes } from "./money.js";

export interface InvoiceBalance {
  /** Amount due = total - credited - paid, never below 0. */
  due: number;
  status: InvoiceStatus;
}

/**
 * The payment status of an invoice, derived and never typed: nothing received
 * is "unpaid", all of it "paid", anything between "partial". Credit notes
 * lower what is due as payments do. Amounts may be decimal strings (PostgreSQL).
 */
export function invoiceBalance(
  total: number | string,
  paid: number | string,
  credited: number | string = 0,
): InvoiceBalance {
  const totalC = toCentimes(Number(total));
  const settledC = toCentimes(Number(paid)) + toCentimes(Number(credited));
  const dueC = Math.max(0, totalC - settledC);
  const status: InvoiceStatus = settledC === 0 && totalC > 0 ? "unpaid" : dueC === 0 ? "paid" : "partial";
  return { due: fromCentimes(dueC), status };
}

/**
 * What the client has been given back for, and may be refunded: what it paid and was credited beyond the invoice's
 * total (a credit note on an invoice already paid), less what was refunded (refunds are payments below 0), never
 * below 0.
 */
export function refundable(total: number | string, paid: number | string, credited: number | string = 0): number {
  const overC = toCentimes(Number(paid)) + toCentimes(Number(credited)) - toCentimes(Number(total));
  return fromCentimes(Math.max(0, overC));
}

/**
 * How a credit note of `amount` applies to an invoice that still asks `due`: the part that comes off what is due, and
 * the part its client had already paid and is owed back. The two add up to `amount`.
 */
export function creditApplication(
  amount: number | string,
  due: number | string,
): { deducted: number; owedBack: number } {
  const amountC = toCentimes(Number(amount));
  const deductedC = Math.max(0, Math.min(amountC, toCentimes(Number(due))));
  return { deducted: fromCentimes(deductedC), owedBack: fromCentimes(amountC - deductedC) };
}

/**
 * How a credit note applied, read from what its record kept when it was made (`deductedAmount`, the part that came off
 * its invoice); null for a note made before that was recorded (2026-11-29), of which nothing is known.
 */
export function recordedCreditApplication(note: {
  totalAmount: number | string;
  deductedAmount?: number | string | null;
}): { deducted: number; owedBack: number } | null {
  if (note.deductedAmount === null || note.deductedAmount === undefined) return null;
  return creditApplication(note.totalAmount, note.deductedAmount);
}

/** Sum of amounts to the centime (payments, credit notes). */
export function sumAmounts(amounts: ReadonlyArray<number | string>): number {
  return fromCentimes(amounts.reduce<number>((sum, amount) => sum + toCentimes(Number(amount)), 0));
}

export const PAYMENT_MESSAGES = {
  amount: "Le montant doit être supérieur à 0, avec au plus 2 décimales",
  date: "Veuillez saisir la date du paiement",
  method: "Veuillez choisir un mode de paiement",
  invoice: "Veuillez choisir la facture payée",
  onDraft: "Une facture en brouillon ne reçoit pas de paiement : émettez-la d'abord.",
  onCancelled: "Une facture annulée par un avoir ne reçoit pas de paiement.",
  nothingDue: "Cette facture est déjà entièrement réglée.",
  notEditable: "Un paiement ne se modifie pas : supprimez-le (avec un code) et enregistrez le bon.",
  statusByPayments: "Le statut de paiement se calcule à partir des paiements : enregistrez un paiement.",
  nothingToRefund:
    "Rien à rembourser : le client n'a pas versé plus que ce que la facture lui demande, avoirs déduits.",
  refundedPayment: "Ce paiement a été remboursé au client : supprimez d'abord le remboursement.",
} as const;

export const refundTooLargeMessage = (refundableAmount: number): string =>
  `Le montant dépasse ce qui revient au client sur cette facture (${formatDH(refundableAmount)}).`;

export const refundTooEarlyMessage = (settled: string): string =>
  `Un remboursement ne peut précéder le jour où la facture a été soldée (${formatFrenchDate(settled)}).`;

export const paymentTooLargeMessage = (due: number): string =>
  `Le montant dépasse le reste à payer de cette facture (${formatDH(due)}).`;

/** Overdue: issued, due before today (Casablanca's), something still to pay. */
export function isOverdue(
  invoice: { state?: string | null; status?: string | null; dueDate?: string | null },
  today: string,
): boolean {
  const issued = (invoice.state ?? "issued") === "issued";
  const owed = invoice.status === "unpaid" || invoice.status === "partial";
  return issued && owed && Boolean(invoice.dueDate) && String(invoice.dueDate).slice(0, 10) < today;
}

/** A payment or credit note on an invoice: its amount and its day. */
export interface Settlement {
  amount: number | string;
  date: string;
}

/**
 * The day an invoice was settled in full: that of its latest payment or credit note, when nothing is due;
 * null while something is. The ageing report reads no invoice settled by its day (nothing is due on it then).
 * A refund (a payment below 0) gives back only what was received beyond the total: it never makes anything due
 * again, so neither its amount nor its day counts.
 */
export function settledOn(total: number | string, all: readonly Settlement[]): string | null {
  const settlements = all.filter((settlement) => Number(settlement.amount) > 0);
  const settled = sumAmounts(settlements.map((settlement) => settlement.amount));
  if (settlements.length === 0 || invoiceBalance(total, settled).due > 0) return null;
  return settlements
    .map((settlement) => settlement.date.slice(0, 10))
    .reduce((latest, day) => (day > latest ? day : latest));
}
