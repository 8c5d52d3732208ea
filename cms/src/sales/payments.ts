import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { invoiceBalance, invoiceState, PAYMENT_MESSAGES, paymentTooLargeMessage, toCentimes } from "@agency/shared";
import { creditedSoFar, deriveInvoice, INVOICE_UID, lockInvoice, paidSoFar, PAYMENT_UID } from "./balance";
import { ConflictError } from "./conflict";
import { resolveReference, type Reference } from "./input";
import type { Knex } from "../utils/database";

/** A payment the invoice cannot take (too large, nothing due): 400, in the panel too. */
export class PaymentRefused extends errors.ValidationError {}

/**
 * Payments, on every path: only for an issued invoice, never more than what is
 * due (checked with the invoice locked, so concurrent payments cannot pass it
 * together), never edited; the invoice's status follows in the same transaction.
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
        if (state === "draft") throw new ConflictError(PAYMENT_MESSAGES.onDraft);
        if (state === "cancelled") throw new ConflictError(PAYMENT_MESSAGES.onCancelled);
        const { due } = invoiceBalance(
          invoice.total_amount,
          await paidSoFar(strapi, invoiceId),
          await creditedSoFar(strapi, invoiceId),
        );
        if (due === 0) throw new PaymentRefused(PAYMENT_MESSAGES.nothingDue);
        if (!(Number(data.amount) > 0)) throw new PaymentRefused(PAYMENT_MESSAGES.amount);
        if (toCentimes(Number(data.amount)) > toCentimes(due)) throw new PaymentRefused(paymentTooLargeMessage(due));
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
        await lockInvoice(strapi, trx, invoiceId);
        const deleted = await next();
        await deriveInvoice(strapi, invoiceId);
        return deleted;
      });
    }
    return next();
  });
}
