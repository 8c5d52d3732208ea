import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import {
  invoiceBalance,
  invoiceState,
  PAYMENT_MESSAGES,
  paymentTooLargeMessage,
  refundable,
  refundTooEarlyMessage,
  refundTooLargeMessage,
  toCentimes,
} from "@agency/shared";
import { creditedSoFar, deriveInvoice, INVOICE_UID, lockInvoice, paidSoFar, PAYMENT_UID } from "./balance";
import { ConflictError } from "./conflict";
import { resolveReference, type Reference } from "./input";
import type { Knex } from "../utils/database";
import { asDay } from "../utils/sql-values";

/** A payment the invoice cannot take (too large, nothing due): 400, in the panel too. */
export class PaymentRefused extends errors.ValidationError {}

type LockedInvoice = NonNullable<Awaited<ReturnType<typeof lockInvoice>>>;

/** A locked invoice's sums as they stand: what it received and was credited, what is due, what may be refunded. */
async function lockedBalance(strapi: Core.Strapi, invoiceId: string, total: number | string) {
  const paid = await paidSoFar(strapi, invoiceId);
  const credited = await creditedSoFar(strapi, invoiceId);
  return {
    paid,
    credited,
    due: invoiceBalance(total, paid, credited).due,
    refundable: refundable(total, paid, credited),
  };
}

/**
 * A refund (a payment below 0) gives back what the client paid beyond the invoice once credited: never more, never
 * on a draft, never dated before the day the invoice was settled (from which the client was owed it), as the locked
 * row says.
 */
async function checkRefund(
  strapi: Core.Strapi,
  invoice: LockedInvoice,
  invoiceId: string,
  amount: number,
  date: unknown,
) {
  const balance = await lockedBalance(strapi, invoiceId, invoice.total_amount);
  if (balance.refundable === 0) throw new PaymentRefused(PAYMENT_MESSAGES.nothingToRefund);
  if (toCentimes(-amount) > toCentimes(balance.refundable)) {
    throw new PaymentRefused(refundTooLargeMessage(balance.refundable));
  }
  const settledDay = invoice.settled_on ? asDay(invoice.settled_on) : null;
  if (settledDay && String(date ?? "").slice(0, 10) < settledDay)
    throw new PaymentRefused(refundTooEarlyMessage(settledDay));
}

/**
 * Payments, on every path: only for an issued invoice, never more than what is
 * due (checked with the invoice locked, so concurrent payments cannot pass it
 * together), never edited; the invoice's status follows in the same transaction.
 * A refund is a payment below 0 (checkRefund); a payment it gave back is deleted only after it.
 */
export function enforcePaymentRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== PAYMENT_UID) return next();
    const params = context.params as { documentId?: string; data?: { invoice?: Reference; [field: string]: unknown } };
    if (context.action === "update") throw new ConflictError(PAYMENT_MESSAGES.notEditable);
    if (context.action === "create" && params.data) {
      const data = params.data;
      const invoiceId = await resolveReference(strapi, INVOICE_UID, data.invoice);
      if (!invoiceId) throw new PaymentRefused(PAYMENT_MESSAGES.invoice);
      return strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
        const invoice = await lockInvoice(strapi, trx, invoiceId);
        if (!invoice) throw new PaymentRefused(PAYMENT_MESSAGES.invoice);
        const state = invoiceState(invoice.state);
        const amount = Number(data.amount);
        if (state === "draft") throw new ConflictError(PAYMENT_MESSAGES.onDraft);
        if (amount < 0) {
          // A cancelled invoice is the usual one: credited in full after it was paid.
          await checkRefund(strapi, invoice, invoiceId, amount, data.date);
        } else {
          if (state === "cancelled") throw new ConflictError(PAYMENT_MESSAGES.onCancelled);
          const { due } = await lockedBalance(strapi, invoiceId, invoice.total_amount);
          if (due === 0) throw new PaymentRefused(PAYMENT_MESSAGES.nothingDue);
          if (!(amount > 0)) throw new PaymentRefused(PAYMENT_MESSAGES.amount);
          if (toCentimes(amount) > toCentimes(due)) throw new PaymentRefused(paymentTooLargeMessage(due));
        }
        data.invoice = invoiceId;
        const created = await next();
        await deriveInvoice(strapi, invoiceId);
        return created;
      });
    }
    if (context.action === "delete" && params.documentId) {
      const payment = await strapi.db
        .query(PAYMENT_UID)
        .findOne({ where: { documentId: params.documentId }, populate: ["invoice"] });
      const invoiceId: string | undefined = payment?.invoice?.documentId;
      if (!invoiceId) return next();
      return strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
        const invoice = await lockInvoice(strapi, trx, invoiceId);
        // Without the payment, the refunds must still give back only what was received beyond the total.
        if (invoice && Number(payment.amount) > 0) {
          const refunds = await strapi.db
            .query(PAYMENT_UID)
            .count({ where: { invoice: { documentId: invoiceId }, amount: { $lt: 0 } } });
          const { paid, credited } = await lockedBalance(strapi, invoiceId, invoice.total_amount);
          const remaining = toCentimes(paid) - toCentimes(Number(payment.amount)) + toCentimes(credited);
          if (refunds > 0 && remaining < toCentimes(Number(invoice.total_amount))) {
            throw new ConflictError(PAYMENT_MESSAGES.refundedPayment);
          }
        }
        const deleted = await next();
        await deriveInvoice(strapi, invoiceId);
        return deleted;
      });
    }
    return next();
  });
}
