import { INVOICE_STATE_LABELS } from "@agency/shared";
import { z } from "zod";
import { SALES_DOCUMENT_KINDS } from "./salesDocumentKinds";

// Decimal columns may reach the browser as strings; the contract promises numbers, both are read.
const amount = z.coerce.number();

export const clientSummarySchema = z.object({
  totalSales: amount,
  payments: amount,
  credited: amount,
  amountDue: amount,
  overdue: amount,
  invoicesCount: z.number(),
  quotesCount: z.number(),
  deliveriesCount: z.number(),
  /** False once a document names the client: the server would refuse its deletion (archive it instead). */
  deletable: z.boolean(),
  recent: z.array(
    z.object({
      kind: z.enum(SALES_DOCUMENT_KINDS),
      documentId: z.string(),
      // A draft invoice has no number yet: it is shown as a draft, as on the dashboard.
      number: z
        .string()
        .nullable()
        .transform((number) => number ?? INVOICE_STATE_LABELS.draft),
      date: z.string(),
      totalAmount: amount.nullable(),
      status: z.string(),
    }),
  ),
});

export type ClientSummary = z.infer<typeof clientSummarySchema>;
export type RecentTransaction = ClientSummary["recent"][number];
