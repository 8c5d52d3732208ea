import type { Core } from "@strapi/strapi";
import { invoiceBalance, invoiceState, isFullyCredited, settledOn, sumAmounts, type Settlement } from "@agency/shared";
import type { Knex } from "../utils/database";

export const INVOICE_UID = "api::invoice.invoice";
export const PAYMENT_UID = "api::payment.payment";
export const CREDIT_NOTE_UID = "api::credit-note.credit-note";

/**
 * The invoice's row, locked until the transaction ends: a write that changes
 * nothing takes the row's lock on PostgreSQL and the database's write lock on
 * SQLite, so a concurrent payment or credit note waits here and then reads
 * what this one wrote.
 */
export async function lockInvoice(strapi: Core.Strapi, trx: Knex.Transaction, documentId: string) {
  const invoices = () => strapi.db.connection("invoices").transacting(trx).where({ document_id: documentId });
  await invoices().update({ state: strapi.db.connection.ref("state") });
  return invoices().first("id", "state", "total_amount", "settled_on") as Promise<
    { id: number; state: string; total_amount: number | string; settled_on: string | Date | null } | undefined
  >;
}

// With the id: a relation filter selects DISTINCT rows, and two payments of 100 are not one.
const settlementsOf = async (
  strapi: Core.Strapi,
  uid: typeof PAYMENT_UID | typeof CREDIT_NOTE_UID,
  invoiceId: string,
): Promise<Settlement[]> => {
  const [amount, date] = uid === PAYMENT_UID ? ["amount", "date"] : ["totalAmount", "issueDate"];
  const rows = await strapi.db
    .query(uid)
    .findMany({ where: { invoice: { documentId: invoiceId } }, select: ["id", amount, date] });
  return rows.map((row: Record<string, string | number | null>) => ({
    amount: row[amount] ?? 0,
    date: String(row[date] ?? ""),
  }));
};

const amountsOf = async (
  strapi: Core.Strapi,
  uid: typeof PAYMENT_UID | typeof CREDIT_NOTE_UID,
  invoiceId: string,
): Promise<number> => sumAmounts((await settlementsOf(strapi, uid, invoiceId)).map((row) => row.amount));

export const paidSoFar = (strapi: Core.Strapi, invoiceId: string) => amountsOf(strapi, PAYMENT_UID, invoiceId);
export const creditedSoFar = (strapi: Core.Strapi, invoiceId: string) => amountsOf(strapi, CREDIT_NOTE_UID, invoiceId);

/** What is still due on an invoice: total - credited - paid. */
export async function amountDue(strapi: Core.Strapi, invoiceId: string): Promise<number> {
  const invoice = await strapi.db
    .query(INVOICE_UID)
    .findOne({ where: { documentId: invoiceId }, select: ["totalAmount"] });
  if (!invoice) return 0;
  return invoiceBalance(invoice.totalAmount, await paidSoFar(strapi, invoiceId), await creditedSoFar(strapi, invoiceId))
    .due;
}

/**
 * The invoice's status recomputed from its payments and credit notes, its state cancelled once credited in full,
 * and the day it was settled in full (which spares the ageing report the invoices settled by its day); written past
 * the document service, where a hand-set status or state is refused.
 */
export async function deriveInvoice(strapi: Core.Strapi, invoiceId: string): Promise<void> {
  const invoice = await strapi.db.query(INVOICE_UID).findOne({
    where: { documentId: invoiceId },
    select: ["id", "totalAmount", "status", "state", "settledOn"],
  });
  if (!invoice) return;
  const payments = await settlementsOf(strapi, PAYMENT_UID, invoiceId);
  const credits = await settlementsOf(strapi, CREDIT_NOTE_UID, invoiceId);
  const credited = sumAmounts(credits.map((credit) => credit.amount));
  const paid = sumAmounts(payments.map((payment) => payment.amount));
  const { status } = invoiceBalance(invoice.totalAmount, paid, credited);
  const state = isFullyCredited(invoice.totalAmount, credited) ? "cancelled" : invoiceState(invoice.state);
  const settled = settledOn(invoice.totalAmount, [...payments, ...credits]);
  const stored = invoice.settledOn ? String(invoice.settledOn).slice(0, 10) : null;
  if (status !== invoice.status || state !== invoice.state || settled !== stored) {
    await strapi.db
      .query(INVOICE_UID)
      .update({ where: { id: invoice.id }, data: { status, state, settledOn: settled } });
  }
}
