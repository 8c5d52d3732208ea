import type { Core } from "@strapi/strapi";
import { addDaysToDay, defaultInvoiceNotes, DEFAULT_PAYMENT_TERMS, todayInMorocco } from "@agency/shared";
import { InputError } from "./input";
import { SALES_KINDS } from "./kinds";
import { createNumbered } from "./numbering";
import { priceDocument } from "./pricing";
import { documentData, populateOf } from "../utils/documents";

interface StoredQuoteLine {
  description: string;
  quantity: number;
  unitPrice: number | string;
  discount: number | string | null;
  taxRate: number;
}

/** A new invoice from an accepted quote: its client and lines, linked to it, numbered by the server, dated today in Casablanca. */
export async function convertQuote(strapi: Core.Strapi, quoteId: string, now = new Date()) {
  const quote = await strapi
    .documents("api::quote.quote")
    .findOne({ documentId: quoteId, populate: ["client", "items", "invoices"] });
  if (!quote) return null;
  if (quote.status !== "accepted") throw new InputError("Seul un devis accepté peut être converti en facture");
  const existing = quote.invoices?.[0];
  if (existing) throw new InputError(`Ce devis a déjà été converti en facture (${existing.invoiceNumber})`);
  const client = quote.client;
  if (!client) throw new InputError("Client non trouvé");
  // The line component requires these attributes; Strapi's read type has every attribute optional.
  const lines = (quote.items as StoredQuoteLine[]).map((item) => ({
    description: item.description,
    quantity: item.quantity,
    unitPrice: Number(item.unitPrice),
    discount: Number(item.discount ?? 0),
    taxRate: item.taxRate,
  }));
  const today = todayInMorocco(now);
  const kind = SALES_KINDS.invoice;
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
}
