import type { Core } from "@strapi/strapi";
import { addDaysToDay, defaultInvoiceNotes, DEFAULT_PAYMENT_TERMS, todayInMorocco } from "@agency/shared";
import { InputError } from "./input";
import { SALES_KINDS } from "./kinds";
import { createNumbered } from "./numbering";
import { priceDocument } from "./pricing";

/** A new invoice from an accepted quote: its client and lines, linked to it, numbered by the server, dated today in Casablanca. */
export async function convertQuote(strapi: Core.Strapi, quoteId: string, now = new Date()) {
  const quote = (await strapi
    .documents("api::quote.quote")
    .findOne({ documentId: quoteId, populate: ["client", "items", "invoices"] })) as any;
  if (!quote) return null;
  if (quote.status !== "accepted") throw new InputError("Seul un devis accepté peut être converti en facture");
  const existing = quote.invoices?.[0];
  if (existing) throw new InputError(`Ce devis a déjà été converti en facture (${existing.invoiceNumber})`);
  if (!quote.client) throw new InputError("Client non trouvé");
  const lines = quote.items.map((item: any) => ({
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
      data: {
        invoiceNumber: number,
        client: quote.client.documentId,
        quote: quote.documentId,
        issueDate: today,
        dueDate: addDaysToDay(today, DEFAULT_PAYMENT_TERMS),
        paymentTerms: DEFAULT_PAYMENT_TERMS,
        notes: defaultInvoiceNotes(DEFAULT_PAYMENT_TERMS),
        status: "unpaid",
        ...priceDocument(lines),
      } as any,
      populate: kind.populate as any,
    }),
  );
}
