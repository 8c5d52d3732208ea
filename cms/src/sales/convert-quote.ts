import type { Core } from "@strapi/strapi";
import {
  addDaysToDay,
  defaultInvoiceNotes,
  DEFAULT_PAYMENT_TERMS,
  storedLineSchema,
  todayInMorocco,
} from "@agency/shared";
import { InputError } from "./input";
import { SALES_KINDS } from "./kinds";
import { createNumbered } from "./numbering";
import { priceDocument } from "./pricing";
import { lockDocument } from "../utils/database";
import { documentData, populateOf } from "../utils/documents";

const converted = (number: string | null | undefined) =>
  new InputError(`Ce devis a déjà été converti en facture (${number ?? ""})`);

/**
 * The quote held (its row on PostgreSQL, as its edits and its client's answer hold it; SQLite runs one write at a
 * time), then its invoice looked for again inside the conversion's transaction: of 20 conversions at once, one makes
 * the invoice and the others are told it exists.
 */
async function refuseIfConverted(strapi: Core.Strapi, quoteDocumentId: string): Promise<void> {
  await lockDocument(strapi, "api::quote.quote", quoteDocumentId, "update");
  const invoice = await strapi.db
    .query(SALES_KINDS.invoice.uid)
    .findOne({ where: { quote: { documentId: quoteDocumentId } }, select: ["invoiceNumber"] });
  if (invoice) throw converted(invoice.invoiceNumber);
}

/** A new invoice from an accepted quote: its client and lines, linked to it, numbered by the server, dated today in Casablanca. */
export async function convertQuote(strapi: Core.Strapi, quoteId: string, now = new Date()) {
  const quote = await strapi
    .documents("api::quote.quote")
    .findOne({ documentId: quoteId, populate: ["client", "items", "invoices"] });
  if (!quote) return null;
  if (quote.status !== "accepted") throw new InputError("Seul un devis accepté peut être converti en facture");
  const existing = quote.invoices?.[0];
  if (existing) throw converted(existing.invoiceNumber);
  const client = quote.client;
  if (!client) throw new InputError("Client non trouvé");
  // Read as stored (decimals as numbers), unit included: the invoice bills what the quote priced.
  const lines = (quote.items ?? []).map((item) => storedLineSchema.parse(item));
  const today = todayInMorocco(now);
  const kind = SALES_KINDS.invoice;
  // The quote first, then the year's numbering: a conversion waiting for a quote being edited holds no number.
  return strapi.db.transaction(async () => {
    await refuseIfConverted(strapi, quote.documentId);
    return createNumbered(strapi, kind, null, (number) =>
      strapi.documents(kind.uid).create({
        data: documentData({
          invoiceNumber: number,
          client: client.documentId,
          quote: quote.documentId,
          issueDate: today,
          dueDate: addDaysToDay(today, DEFAULT_PAYMENT_TERMS),
          paymentTerms: DEFAULT_PAYMENT_TERMS,
          notes: defaultInvoiceNotes(DEFAULT_PAYMENT_TERMS),
          status: "unpaid",
          ...priceDocument(lines),
        }),
        populate: populateOf(kind.populate),
      }),
    );
  });
}
