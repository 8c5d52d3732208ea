/**
 * The cms answers the delivery screens read (sales contract), parsed once at the boundary.
 * Strapi sends `null` for an empty text and PostgreSQL decimals as strings: both are
 * normalised here so the screens only see strings and numbers.
 */
import { z } from "zod";

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

const count = z.union([z.number(), z.string()]).transform(Number);

const relatedClient = z.object({
  documentId: z.string(),
  name: text,
  contactName: text,
  email: text,
  phone: text,
  address: text,
});

export type DeliveryClient = z.output<typeof relatedClient>;

export const companyAnswer = z.object({
  data: z.object({
    name: text,
    email: text,
    phone: text,
    address: text,
    website: text,
    capital: text,
    ice: text,
    fiscalId: text,
    rc: text,
    patente: text,
    cnss: text,
    // Where an invoice is paid by transfer.
    rib: text,
  }),
});

export type CompanyDetails = z.output<typeof companyAnswer>["data"];

/** An invoice as the delivery form reads it: its client and its lines. */
export const invoiceAnswer = z.object({
  data: z.object({
    documentId: z.string(),
    invoiceNumber: text,
    client: relatedClient.nullish().transform((client) => client ?? null),
    items: z
      .array(z.object({ description: text, quantity: count }))
      .nullish()
      .transform((items) => items ?? []),
  }),
});

export type InvoiceForDelivery = z.output<typeof invoiceAnswer>["data"];

/** One row of the invoice select, from a record of the invoices list (client populated). */
export const invoiceChoiceRecord = z
  .object({ id: z.string(), invoiceNumber: text, client: z.object({ name: text }).nullish() })
  .transform(({ id, invoiceNumber, client }) => ({ id, invoiceNumber, clientName: client?.name ?? "" }));

export type InvoiceChoice = z.output<typeof invoiceChoiceRecord>;

/** A delivery note with its client, invoice and lines, as the detail and print pages read it. */
export const deliveryEntry = z
  .object({
    documentId: z.string(),
    deliveryNumber: text,
    status: text,
    issueDate: text,
    deliveryDate: text,
    deliveryAddress: text,
    transportInfo: text,
    notes: text,
    client: relatedClient.nullish().transform((client) => client ?? null),
    invoice: z
      .object({ documentId: z.string(), invoiceNumber: text })
      .nullish()
      .transform((invoice) => invoice ?? null),
    items: z
      .array(z.object({ description: text, quantity: count, note: text }))
      .nullish()
      .transform((items) => items ?? []),
  })
  // react-admin's record key is the documentId (see providers/strapiQuery.ts).
  .transform((entry) => ({ ...entry, id: entry.documentId }));

export type DeliveryDetail = z.output<typeof deliveryEntry>;
