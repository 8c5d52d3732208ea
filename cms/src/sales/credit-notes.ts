import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import {
  creditApplication,
  creditableAmount,
  CREDIT_MESSAGES,
  creditTooLargeMessage,
  invoiceBalance,
  invoiceState,
  remainingLines,
  toCentimes,
  todayInMorocco,
  type CreditableLine,
} from "@agency/shared";
import { CREDIT_NOTE_UID, creditedSoFar, deriveInvoice, INVOICE_UID, lockInvoice, paidSoFar } from "./balance";
import { ConflictError } from "./conflict";
import { resolveReference, type Reference } from "./input";
import { checkHandNumber, nextNumber, type Numbered } from "./numbering";
import { priceDocument, storedLine } from "./pricing";
import { documentData } from "../utils/documents";
import type { Knex } from "../utils/database";

export const CREDIT_NOTE_KIND: Numbered = {
  kind: "creditNote",
  uid: CREDIT_NOTE_UID,
  table: "credit_notes",
  numberField: "creditNoteNumber",
  numberColumn: "credit_note_number",
  conflict: "Ce numéro d'avoir existe déjà. Veuillez le modifier et réessayer.",
};

/** A credit note the invoice cannot take (more than is left to credit): 400, in the panel too. */
export class CreditRefused extends errors.ValidationError {}

/** A line as stored or sent, read by `storedLine`. */
type Line = Record<string, unknown>;

/** A credit note's data as a writer sends it, read field by field. */
interface Data {
  invoice?: Reference;
  reason?: unknown;
  items?: unknown;
  creditNoteNumber?: string | null;
  [field: string]: unknown;
}

async function creditedLines(strapi: Core.Strapi, invoiceId: string): Promise<CreditableLine[]> {
  const notes = await strapi.db
    .query(CREDIT_NOTE_UID)
    .findMany({ where: { invoice: { documentId: invoiceId } }, select: ["id"], populate: ["items"] });
  return notes.flatMap((note: { items?: Line[] | null }) => (note.items ?? []).map(storedLine));
}

/**
 * A new credit note, on every path: for an issued invoice only, lines given or
 * else all that is left of the invoice, priced from its lines, never more than
 * is left to credit (checked with the invoice locked, so concurrent credit
 * notes cannot pass it together), numbered AV-YY-NNNN, dated today in
 * Casablanca, for the invoice's client, with the part of it that comes off what
 * the invoice still asks for; the invoice's status and state follow.
 */
async function createWithRules<T>(strapi: Core.Strapi, data: Data, next: () => T): Promise<Awaited<T>> {
  const invoiceId = await resolveReference(strapi, INVOICE_UID, data.invoice);
  if (!invoiceId) throw new CreditRefused(CREDIT_MESSAGES.invoice);
  if (typeof data.reason !== "string" || !data.reason.trim()) throw new CreditRefused(CREDIT_MESSAGES.reason);
  return strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }): Promise<Awaited<T>> => {
    const locked = await lockInvoice(strapi, trx, invoiceId);
    if (!locked) throw new CreditRefused(CREDIT_MESSAGES.invoice);
    const state = invoiceState(locked.state);
    if (state === "draft") throw new ConflictError(CREDIT_MESSAGES.onDraft);
    if (state === "cancelled") throw new ConflictError(CREDIT_MESSAGES.onCancelled);
    const invoice = await strapi.db
      .query(INVOICE_UID)
      .findOne({ where: { documentId: invoiceId }, populate: ["items", "client"] });
    const credited = await creditedSoFar(strapi, invoiceId);
    const creditable = creditableAmount(invoice.totalAmount, credited);
    if (creditable === 0) throw new CreditRefused(CREDIT_MESSAGES.nothingLeft);
    const given = Array.isArray(data.items) && data.items.length > 0;
    const lines = given
      ? (data.items as Line[]).map(storedLine)
      : remainingLines(((invoice.items ?? []) as Line[]).map(storedLine), await creditedLines(strapi, invoiceId));
    const priced = priceDocument(lines);
    if (priced.totalAmount <= 0) throw new CreditRefused(CREDIT_MESSAGES.nothingLeft);
    if (toCentimes(priced.totalAmount) > toCentimes(creditable))
      throw new CreditRefused(creditTooLargeMessage(creditable));
    // What the note takes off the invoice's rest to pay; the rest of it the client had paid, and is owed back. Read
    // with the invoice locked, and kept as the note is: its PDF says it as it was.
    const { due } = invoiceBalance(invoice.totalAmount, await paidSoFar(strapi, invoiceId), credited);
    const { deducted } = creditApplication(priced.totalAmount, due);
    Object.assign(data, priced, {
      deductedAmount: deducted,
      invoice: invoiceId,
      client: invoice.client?.documentId ?? null,
      issueDate: todayInMorocco(),
      // A string: checked before the transaction.
      reason: (data.reason as string).trim(),
    });
    if (data.creditNoteNumber) await checkHandNumber(strapi, CREDIT_NOTE_KIND, data.creditNoteNumber);
    else data.creditNoteNumber = await nextNumber(strapi, CREDIT_NOTE_KIND);
    const created = await next();
    await deriveInvoice(strapi, invoiceId);
    return created;
  });
}

/** Credit notes are part of the book: made through the rules above, never edited nor deleted, whoever writes. */
export function enforceCreditNoteRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== CREDIT_NOTE_UID) return next();
    const params = context.params as { data?: Data };
    if (context.action === "update" || context.action === "delete")
      throw new ConflictError(CREDIT_MESSAGES.notEditable);
    if (context.action === "create" && params.data) return createWithRules(strapi, params.data, next);
    return next();
  });
}

/** POST /invoices/:id/credit-note: the credit note made, with the next number. */
export const creditInvoice = (strapi: Core.Strapi, invoiceId: string, input: { reason: string; items?: Line[] }) =>
  strapi.documents(CREDIT_NOTE_UID).create({
    data: documentData<"api::credit-note.credit-note">({
      invoice: invoiceId,
      reason: input.reason,
      items: input.items,
    }),
    populate: ["invoice", "client", "items"],
  });
