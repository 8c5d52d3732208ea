import { storedLineSchema } from "@agency/shared";
import { z } from "zod";

/**
 * What the screens read of an invoice or a quote from the API, checked once at the boundary.
 * PostgreSQL decimals arrive as strings, hence the coercion of amounts.
 */
const amount = z.coerce.number();
const optionalText = z.string().nullish();

export const clientRefSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  email: optionalText,
  phone: optionalText,
  address: optionalText,
  ice: optionalText,
});

const totalsFields = {
  subtotal: amount,
  totalDiscount: amount,
  totalTax: amount,
  totalAmount: amount,
};

const documentFields = {
  id: z.string(),
  client: clientRefSchema.nullish(),
  issueDate: z.string(),
  items: z
    .array(storedLineSchema)
    .nullish()
    .transform((items) => items ?? []),
  notes: optionalText,
  status: z.string(),
  // The version an edit is saved on (If-Match).
  updatedAt: z.string().optional(),
  ...totalsFields,
};

export const paymentRecordSchema = z.object({
  documentId: z.string(),
  amount,
  date: z.string(),
  method: z.string(),
  reference: optionalText,
  note: optionalText,
});

export const invoiceRecordSchema = z.object({
  ...documentFields,
  // A draft has no number yet.
  invoiceNumber: z
    .string()
    .nullish()
    .transform((number) => number ?? ""),
  state: z.enum(["draft", "issued", "cancelled"]).nullish(),
  payments: z
    .array(paymentRecordSchema)
    .nullish()
    .transform((payments) => payments ?? []),
  // Their totals only: what the printed invoice deducts (its page lists them apart).
  creditNotes: z
    .array(z.object({ totalAmount: amount }))
    .nullish()
    .transform((notes) => notes ?? []),
  dueDate: optionalText,
  paymentTerms: amount,
  quote: z.object({ documentId: z.string(), quoteNumber: z.string() }).nullish(),
});

export const quoteRecordSchema = z.object({
  ...documentFields,
  quoteNumber: z.string(),
  validUntil: optionalText,
  // The client's answer on the site (issue #17); read-only, written by the server.
  acceptedBy: optionalText,
  answeredAt: optionalText,
  answerComment: optionalText,
});

export type ClientRef = z.output<typeof clientRefSchema>;
export type InvoiceRecord = z.output<typeof invoiceRecordSchema>;
export type PaymentRecord = z.output<typeof paymentRecordSchema>;
export type QuoteRecord = z.output<typeof quoteRecordSchema>;
/** The four amounts every sales document stores. */
export type DocumentAmounts = Pick<InvoiceRecord, keyof typeof totalsFields>;
