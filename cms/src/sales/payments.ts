import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { invoiceBalance, invoiceState, PAYMENT_MESSAGES, paymentTooLargeMessage, sumAmounts, toCentimes } from '@agency/shared';
import { ConflictError } from './conflict';
import { resolveReference } from './input';

const PAYMENT_UID = 'api::payment.payment';
const INVOICE_UID = 'api::invoice.invoice';

/** A payment the invoice cannot take (too large, nothing due): 400, in the panel too. */
export class PaymentRefused extends errors.ValidationError {}

/**
 * The invoice's row, locked until the transaction ends: a write that changes
 * nothing takes the row's lock on PostgreSQL and the database's write lock on
 * SQLite, so a concurrent payment waits here and then reads what this one wrote.
 */
async function lockInvoice(strapi: Core.Strapi, trx: unknown, documentId: string) {
  const invoices = () => strapi.db.connection('invoices').transacting(trx as any).where({ document_id: documentId });
  await invoices().update({ state: strapi.db.connection.ref('state') });
  return invoices().first('id', 'state', 'total_amount');
}

async function paidSoFar(strapi: Core.Strapi, invoiceId: string): Promise<number> {
  // With the id: a relation filter selects DISTINCT rows, and two payments of 100 are not one.
  const payments = await strapi.db.query(PAYMENT_UID).findMany({ where: { invoice: { documentId: invoiceId } }, select: ['id', 'amount'] });
  return sumAmounts(payments.map((payment: { amount: number | string }) => payment.amount));
}

/** What is still due on an invoice (total - paid). */
export async function amountDue(strapi: Core.Strapi, invoiceId: string): Promise<number> {
  const invoice = await strapi.db.query(INVOICE_UID).findOne({ where: { documentId: invoiceId }, select: ['totalAmount'] });
  return invoice ? invoiceBalance(invoice.totalAmount, await paidSoFar(strapi, invoiceId)).due : 0;
}

/** The invoice's status, recomputed from its payments; written past the document service, where a hand-set status is refused. */
export async function deriveInvoiceStatus(strapi: Core.Strapi, invoiceId: string): Promise<void> {
  const invoice = await strapi.db.query(INVOICE_UID).findOne({ where: { documentId: invoiceId }, select: ['id', 'totalAmount', 'status'] });
  if (!invoice) return;
  const { status } = invoiceBalance(invoice.totalAmount, await paidSoFar(strapi, invoiceId));
  if (status !== invoice.status) await strapi.db.query(INVOICE_UID).update({ where: { id: invoice.id }, data: { status } });
}

/**
 * Payments, on every path: only for an issued invoice, never more than what is
 * due (checked with the invoice locked, so concurrent payments cannot pass it
 * together), never edited; the invoice's status follows in the same transaction.
 */
export function enforcePaymentRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== PAYMENT_UID) return next();
    const params = context.params as { documentId?: string; data?: Record<string, any> };
    if (context.action === 'update') throw new ConflictError(PAYMENT_MESSAGES.notEditable);
    if (context.action === 'create' && params.data) {
      const data = params.data;
      const invoiceId = await resolveReference(strapi, INVOICE_UID, data.invoice);
      if (!invoiceId) throw new PaymentRefused(PAYMENT_MESSAGES.invoice);
      return strapi.db.transaction(async ({ trx }: { trx: unknown }) => {
        const invoice = await lockInvoice(strapi, trx, invoiceId);
        if (!invoice) throw new PaymentRefused(PAYMENT_MESSAGES.invoice);
        const state = invoiceState(invoice.state);
        if (state === 'draft') throw new ConflictError(PAYMENT_MESSAGES.onDraft);
        if (state === 'cancelled') throw new ConflictError(PAYMENT_MESSAGES.onCancelled);
        const { due } = invoiceBalance(invoice.total_amount, await paidSoFar(strapi, invoiceId));
        if (due === 0) throw new PaymentRefused(PAYMENT_MESSAGES.nothingDue);
        if (!(Number(data.amount) > 0)) throw new PaymentRefused(PAYMENT_MESSAGES.amount);
        if (toCentimes(Number(data.amount)) > toCentimes(due)) throw new PaymentRefused(paymentTooLargeMessage(due));
        data.invoice = invoiceId;
        const created = await next();
        await deriveInvoiceStatus(strapi, invoiceId);
        return created;
      });
    }
    if (context.action === 'delete' && params.documentId) {
      const payment = await strapi.db.query(PAYMENT_UID).findOne({ where: { documentId: params.documentId }, populate: ['invoice'] });
      const invoiceId: string | undefined = payment?.invoice?.documentId;
      if (!invoiceId) return next();
      return strapi.db.transaction(async ({ trx }: { trx: unknown }) => {
        await lockInvoice(strapi, trx, invoiceId);
        const deleted = await next();
        await deriveInvoiceStatus(strapi, invoiceId);
        return deleted;
      });
    }
    return next();
  });
}
