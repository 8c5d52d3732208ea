import type { Core } from "@strapi/strapi";
import { invoiceBalance, invoiceState, isFullyCredited, sumAmounts } from "@agency/shared";
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
  return invoices().first("id", "state", "total_amount") as Promise<
    { id: number; state: string; total_amount: number | string } | undefined
  >;
}

// With the id: a relation filter selects DISTINCT rows, and two payments of 100 are not one.
const amountsOf = async (
  strapi: Core.Strapi,
  uid: typeof PAYMENT_UID | typeof CREDIT_NOTE_UID,
  field: string,
  invoiceId: string,
): Promise<number> => {
  const rows = await strapi.db
    .query(uid)
    .findMany({ where: { invoice: { documentId: invoiceId } }, select: ["id", field] });
  return sumAmounts(rows.map((row: Record<string, number | string>) => row[field] ?? 0));
};

export const paidSoFar = (strapi: Core.Strapi, invoiceId: string) =>
  amountsOf(strapi, PAYMENT_UID, "amount", invoiceId);
export const creditedSoFar = (strapi: Core.Strapi, invoiceId: string) =>
  amountsOf(strapi, CREDIT_NOTE_UID, "totalAmount", invoiceId);

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
 * The invoice's status recomputed from its payments and credit notes, and its
 * state cancelled once credited in full; written past the document service,
 * where a hand-set status or state is refused.
 */
export async function deriveInvoice(strapi: Core.Strapi, invoiceId: string): Promise<void> {
  const invoice = await strapi.db
    .query(INVOICE_UID)
    .findOne({ where: { documentId: invoiceId }, select: ["id", "totalAmount", "status", "state"] });
  if (!invoice) return;
  const credited = await creditedSoFar(strapi, invoiceId);
  const { status } = invoiceBalance(invoice.totalAmount, await paidSoFar(strapi, invoiceId), credited);
  const state = isFullyCredited(invoice.totalAmount, credited) ? "cancelled" : invoiceState(invoice.state);
  if (status !== invoice.status || state !== invoice.state) {
    await strapi.db.query(INVOICE_UID).update({ where: { id: invoice.id }, data: { status, state } });
  }
}
