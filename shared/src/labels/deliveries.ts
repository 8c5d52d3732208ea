import { keysOf, labelFor, labelRecord, toOptions } from "./options.js";

/**
 * Spec 001 point 4 quotes these words for the stored statuses (draft, sent, delivered, cancelled).
 * The old detail page's other set (pending, in_transit) named statuses that are not stored: one set
 * serves every screen, the PDF, the exports and the print.
 */
export const DELIVERY_STATUS_LABELS = labelRecord({
  draft: "Brouillon",
  sent: "Envoyé",
  delivered: "Livré",
  cancelled: "Annulé",
});

export const DELIVERY_STATUSES = keysOf(DELIVERY_STATUS_LABELS);
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** New delivery notes are created as drafts. */
export const DEFAULT_DELIVERY_STATUS: DeliveryStatus = "draft";

export const DELIVERY_STATUS_OPTIONS = toOptions(DELIVERY_STATUSES, DELIVERY_STATUS_LABELS);

/** The label of a stored delivery status, the same wherever it is shown. */
export function deliveryStatusLabel(status: string): string {
  return labelFor(DELIVERY_STATUS_LABELS, status);
}
