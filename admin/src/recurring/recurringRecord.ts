import { monthlyAmount, RECURRENCE_FREQUENCIES, storedLineSchema } from "@agency/shared";
import { z } from "zod";
import { clientRefSchema } from "../sales/salesRecords";

// PostgreSQL decimals arrive as strings.
const amount = z.coerce.number();
/** A flag Strapi may leave unset on an old row: the content type's default then holds. */
const flag = (byDefault: boolean) =>
  z
    .boolean()
    .nullish()
    .transform((value) => value ?? byDefault);

/** A retainer as the screens read it from /api/recurring-invoices, checked once at the boundary. */
export const recurringRecordSchema = z.object({
  id: z.string(),
  client: clientRefSchema.nullish(),
  items: z
    .array(storedLineSchema)
    .nullish()
    .transform((items) => items ?? []),
  notes: z.string().nullish(),
  paymentTerms: amount,
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  startDate: z.string(),
  endDate: z.string().nullish(),
  nextDate: z.string(),
  autoIssue: flag(true),
  autoSend: flag(false),
  active: flag(true),
  totalAmount: amount,
  // The version an edit is saved on (If-Match).
  updatedAt: z.string().optional(),
});

export type RecurringRecord = z.output<typeof recurringRecordSchema>;

/** Still invoicing on `day`: active, and not ended before it (the dashboard's figure counts the same ones). */
export const runsOn = (retainer: Pick<RecurringRecord, "active" | "endDate">, day: string): boolean =>
  retainer.active && (!retainer.endDate || retainer.endDate >= day);

/** The retainers of a list answer that still invoice on `day`, soonest next invoice first. */
export const currentRetainers = (rows: readonly unknown[], day: string): RecurringRecord[] =>
  rows
    .map((row) => recurringRecordSchema.parse(row))
    .filter((retainer) => runsOn(retainer, day))
    .sort((a, b) => a.nextDate.localeCompare(b.nextDate));

const listedAmountSchema = z.object({ totalAmount: amount, frequency: z.enum(RECURRENCE_FREQUENCIES) });

/** A list row's amount per month, or undefined when the row lacks its total or frequency. */
export const rowMonthlyAmount = (row: unknown): number | undefined => {
  const parsed = listedAmountSchema.safeParse(row);
  return parsed.success ? monthlyAmount(parsed.data.totalAmount, parsed.data.frequency) : undefined;
};
