import { z } from "zod";
import { storedLineSchema } from "@agency/shared";
import { clientRefSchema } from "../sales/salesRecords";

const amount = z.coerce.number();

/** A credit note as the screens read it, checked once at the boundary (PostgreSQL decimals arrive as strings). */
export const creditNoteRecordSchema = z.object({
  id: z.string(),
  creditNoteNumber: z.string(),
  issueDate: z.string(),
  reason: z.string(),
  client: clientRefSchema.nullish(),
  invoice: z
    .object({ documentId: z.string(), invoiceNumber: z.string().nullish(), issueDate: z.string().nullish() })
    .nullish(),
  items: z
    .array(storedLineSchema)
    .nullish()
    .transform((items) => items ?? []),
  subtotal: amount,
  totalDiscount: amount,
  totalTax: amount,
  totalAmount: amount,
  deductedAmount: amount.nullish(),
});

export type CreditNoteRecord = z.output<typeof creditNoteRecordSchema>;
