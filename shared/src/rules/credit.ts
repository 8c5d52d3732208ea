import { formatDH, fromCentimes, toCentimes } from "./money.js";

/** A line as an invoice or a credit note stores it. */
export interface CreditableLine {
  description: string;
  quantity: number | string;
  unit?: string | null;
  unitPrice: number | string;
  discount?: number | string | null;
  taxRate?: number | string | null;
}

export const CREDIT_MESSAGES = {
  reason: "Veuillez indiquer le motif de l'avoir",
  onDraft: "Une facture en brouillon ne se corrige pas par un avoir : modifiez-la ou supprimez-la.",
  onCancelled: "Cette facture est déjà annulée par un avoir.",
  nothingLeft: "Tout le montant de cette facture est déjà crédité.",
  notEditable: "Un avoir ne se modifie pas et ne se supprime pas : il fait partie du livre des ventes.",
  invoice: "Veuillez choisir la facture que l'avoir corrige",
} as const;

export const creditTooLargeMessage = (creditable: number): string =>
  `Le montant de l'avoir dépasse ce qui reste à créditer sur cette facture (${formatDH(creditable)}).`;

/** Quantities (at most 3 decimals, at most a million) as integer thousandths: 1.5 - 0.25 without floating-point dust. */
const thousandths = (quantity: number | string): number => Math.round(Number(quantity) * 1000);

const lineKey = (line: CreditableLine): string =>
  JSON.stringify([
    line.description.trim(),
    toCentimes(Number(line.unitPrice)),
    Number(line.discount ?? 0),
    Number(line.taxRate ?? 0),
    (line.unit ?? "").trim(),
  ]);

/**
 * The invoice's lines that no credit note has taken back yet, quantities
 * reduced by what earlier credit notes credited on the same line (same
 * description, price, discount, rate and unit): what crediting "the rest" means.
 */
export function remainingLines<T extends CreditableLine>(
  invoiceLines: readonly T[],
  creditedLines: readonly CreditableLine[],
): T[] {
  const credited = new Map<string, number>();
  for (const line of creditedLines)
    credited.set(lineKey(line), (credited.get(lineKey(line)) ?? 0) + thousandths(line.quantity));
  const remaining: T[] = [];
  for (const line of invoiceLines) {
    const key = lineKey(line);
    const taken = Math.min(credited.get(key) ?? 0, thousandths(line.quantity));
    credited.set(key, (credited.get(key) ?? 0) - taken);
    const left = thousandths(line.quantity) - taken;
    if (left > 0) remaining.push({ ...line, quantity: left / 1000 });
  }
  return remaining;
}

/** What may still be credited on an invoice: its total less earlier credit notes. */
export function creditableAmount(total: number | string, credited: number | string): number {
  return fromCentimes(Math.max(0, toCentimes(Number(total)) - toCentimes(Number(credited))));
}

/** An invoice credited for its whole total is cancelled. */
export const isFullyCredited = (total: number | string, credited: number | string): boolean =>
  toCentimes(Number(total)) > 0 && toCentimes(Number(credited)) >= toCentimes(Number(total));
