import { fromCentimes, toCentimes } from "./money.js";

/** What moves a client's account: an invoice owed, a credit note, a payment received or a refund paid back. */
export type StatementKind = "invoice" | "credit-note" | "payment" | "refund";

export interface StatementMovement {
  date: string;
  kind: StatementKind;
  reference: string;
  label: string;
  /** What the client owes more (an invoice, a refund of what it was owed). */
  debit: number;
  /** What the client owes less (a credit note, a payment). */
  credit: number;
}

export interface StatementEntry extends StatementMovement {
  /** What the client owes after this movement. */
  balance: number;
}

/** On one day, what is owed comes before what settles it, and a refund after what it gives back. */
const KIND_ORDER: Record<StatementKind, number> = { invoice: 0, "credit-note": 1, payment: 2, refund: 3 };

/**
 * A client's account over a period (relevé de compte): the movements in date
 * order, each with the balance it leaves, from the opening balance; to the centime.
 */
export function statementEntries(
  opening: number,
  movements: readonly StatementMovement[],
): { entries: StatementEntry[]; closing: number } {
  let balance = toCentimes(opening);
  const entries = [...movements]
    .sort((a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind])
    .map((movement) => {
      balance += toCentimes(movement.debit) - toCentimes(movement.credit);
      return { ...movement, balance: fromCentimes(balance) };
    });
  return { entries, closing: fromCentimes(balance) };
}
