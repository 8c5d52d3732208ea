import { z } from "zod";
import { DEFAULT_PAYMENT_TERMS, PAYMENT_TERMS } from "../labels/billing.js";
import { RECURRENCE_FREQUENCIES } from "../labels/recurring.js";
import { entityIdField, INVALID_DATE_MESSAGE, isIsoDate, isoDateField, isoDay, optionalText } from "./common.js";
import { OBJECT_ERROR } from "./errors.js";
import { lineItemsField } from "./line-item.js";
import { MESSAGES } from "./messages.js";

export const RECURRING_MESSAGES = {
  frequency: "Veuillez choisir une fréquence (mensuelle, trimestrielle ou annuelle).",
  startDate: "Veuillez saisir la date de la première facture.",
  endBeforeStart: "La date de fin doit être postérieure à la date de début.",
  items: "Une facture récurrente doit contenir au moins une ligne.",
  autoIssue: "Veuillez choisir si les factures sont émises ou laissées en brouillon.",
  notFound: "Facture récurrente non trouvée",
  runDate: "Veuillez indiquer le jour à traiter (AAAA-MM-JJ).",
} as const;

/** A retainer: the invoice the daily job creates for its client every period. */
export const recurringInvoiceBaseSchema = z.object(
  {
    client: entityIdField(MESSAGES.selectClient),
    items: lineItemsField(RECURRING_MESSAGES.items),
    notes: optionalText(2000),
    paymentTerms: z.literal(PAYMENT_TERMS, { error: MESSAGES.paymentTerms }).default(DEFAULT_PAYMENT_TERMS),
    frequency: z.enum(RECURRENCE_FREQUENCIES, { error: RECURRING_MESSAGES.frequency }),
    startDate: isoDateField(RECURRING_MESSAGES.startDate).transform(isoDay),
    endDate: z
      .string()
      .trim()
      // An impossible date is said as such, once: not as an end before the start.
      .refine((value) => value === "" || isIsoDate(value), { error: INVALID_DATE_MESSAGE, abort: true })
      .transform((value) => (value === "" ? null : isoDay(value)))
      .nullish(),
    autoIssue: z.boolean({ error: RECURRING_MESSAGES.autoIssue }).default(true),
    autoSend: z.boolean().default(false),
    active: z.boolean().default(true),
  },
  OBJECT_ERROR,
);

export const recurringInvoiceSchema = recurringInvoiceBaseSchema.superRefine((retainer, ctx) => {
  if (retainer.endDate && retainer.endDate < retainer.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: RECURRING_MESSAGES.endBeforeStart });
  }
});

export type RecurringInvoiceInput = z.input<typeof recurringInvoiceSchema>;
export type RecurringInvoiceData = z.output<typeof recurringInvoiceSchema>;

/** `{ date }` of POST /api/recurring-invoices/run and /api/reminders/run: the day to process, today when absent. */
export const jobRunSchema = z.object(
  { date: z.string().trim().refine(isIsoDate, { error: RECURRING_MESSAGES.runDate }).transform(isoDay).optional() },
  OBJECT_ERROR,
);
