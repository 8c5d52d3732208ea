import type { Core } from '@strapi/strapi';
import { DEFAULT_INVOICE_NOTES, DEFAULT_PAYMENT_TERMS } from '@agency/shared';
import { InputError } from './input';
import { SALES_KINDS } from './kinds';
import { createNumbered } from './numbering';
import { priceDocument } from './pricing';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A new invoice from an accepted quote: its client and lines, linked to it, numbered by the server. */
export async function convertQuote(strapi: Core.Strapi, quoteId: string, now = new Date()) {
  const quote = (await strapi.documents('api::quote.quote').findOne({ documentId: quoteId, populate: ['client', 'items', 'invoices'] })) as any;
  if (!quote) return null;
  if (quote.status !== 'accepted') throw new InputError('Seul un devis accepté peut être converti en facture');
  const existing = quote.invoices?.[0];
  if (existing) throw new InputError(`Ce devis a déjà été converti en facture (${existing.invoiceNumber})`);
  if (!quote.client) throw new InputError('Client non trouvé');
  const lines = quote.items.map((item: any) => ({
    description: item.description,
    quantity: item.quantity,
    unitPrice: Number(item.unitPrice),
    discount: Number(item.discount ?? 0),
    taxRate: item.taxRate,
  }));
  const due = new Date(now.getTime() + DEFAULT_PAYMENT_TERMS * 86_400_000);
  const kind = SALES_KINDS.invoice;
  return createNumbered(strapi, kind, null, (number) =>
    strapi.documents(kind.uid).create({
      data: {
        invoiceNumber: number,
        client: quote.client.documentId,
        quote: quote.documentId,
        issueDate: isoDate(now),
        dueDate: isoDate(due),
        paymentTerms: DEFAULT_PAYMENT_TERMS,
        notes: DEFAULT_INVOICE_NOTES,
        status: 'unpaid',
        ...priceDocument(lines),
      } as any,
      populate: kind.populate as any,
    }),
  );
}
