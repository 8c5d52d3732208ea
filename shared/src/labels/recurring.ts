import { keysOf, labelRecord, toOptions } from "./options.js";

/** How often a retainer (facture récurrente) invoices its client. */
export const RECURRENCE_FREQUENCY_LABELS = labelRecord({
  monthly: "Mensuelle",
  quarterly: "Trimestrielle",
  yearly: "Annuelle",
});
export const RECURRENCE_FREQUENCIES = keysOf(RECURRENCE_FREQUENCY_LABELS);
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
export const RECURRENCE_FREQUENCY_OPTIONS = toOptions(RECURRENCE_FREQUENCIES, RECURRENCE_FREQUENCY_LABELS);

/** What the job does with each invoice it creates. */
export const RECURRING_ISSUE_LABELS = labelRecord({
  issued: "Émise et numérotée",
  draft: "Brouillon à vérifier",
});
