import type { Core } from "@strapi/strapi";
import { addDaysToDay, BOOK_MESSAGES, DEFAULT_PAYMENT_TERMS, invoiceState, todayInMorocco } from "@agency/shared";
import { ConflictError } from "./conflict";
import { SALES_KINDS } from "./kinds";
import { nextNumber } from "./numbering";
import { documentData } from "../utils/documents";
import { lockDocument, type Knex } from "../utils/database";

/**
 * Issues a draft: the next number of the year, dated today in Casablanca and
 * due after its payment terms; from then on it is frozen. The draft's row is
 * locked first (PostgreSQL; SQLite runs one write at a time), so the same
 * draft issued twice at once takes one number and the other call gets 409.
 * Null when there is no such invoice.
 */
export async function issueInvoice(strapi: Core.Strapi, documentId: string, now = new Date()) {
  const kind = SALES_KINDS.invoice;
  const today = todayInMorocco(now);
  return strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    if (!(await lockDocument(strapi, kind.uid, documentId, "update"))) return null;
    const draft = await strapi.db
      .connection(kind.table)
      .transacting(trx)
      .where({ document_id: documentId })
      .first("state", "payment_terms");
    if (!draft) return null;
    if (invoiceState(draft.state) !== "draft") throw new ConflictError(BOOK_MESSAGES.alreadyIssued);
    const terms = Number(draft.payment_terms ?? DEFAULT_PAYMENT_TERMS);
    return strapi.documents(kind.uid).update({
      documentId,
      data: documentData({
        state: "issued",
        invoiceNumber: await nextNumber(strapi, kind, now),
        issueDate: today,
        dueDate: addDaysToDay(today, terms),
      }),
    });
  });
}
