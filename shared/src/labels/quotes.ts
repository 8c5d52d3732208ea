import { keysOf, labelFor, labelRecord, toOptions } from "./options.js";

export const QUOTE_STATUS_LABELS = labelRecord({
  draft: "Brouillon",
  sent: "Envoyé",
  accepted: "Accepté",
  rejected: "Refusé",
});

export const QUOTE_STATUSES = keysOf(QUOTE_STATUS_LABELS);
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Detail page and print: accepted and rejected have their own words, the rest waits. */
export const QUOTE_STATUS_DETAIL_LABELS: Readonly<Record<QuoteStatus, string>> = {
  draft: "En attente",
  sent: "En attente",
  accepted: "Approuvé",
  rejected: "Rejeté",
};

export const QUOTE_STATUS_OPTIONS = toOptions(QUOTE_STATUSES, QUOTE_STATUS_LABELS);

export function quoteStatusLabel(status: string, variant: "list" | "detail" = "list"): string {
  if (variant === "detail") {
    // The spec shows "En attente" for everything that is neither accepted nor rejected.
    if (status === "accepted" || status === "rejected") {
      return QUOTE_STATUS_DETAIL_LABELS[status];
    }
    return "En attente";
  }
  return labelFor(QUOTE_STATUS_LABELS, status);
}
