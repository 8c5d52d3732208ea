import { keysOf, labelRecord, toOptions, variantLabelFor } from "./options.js";

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

/**
 * The old detail page spoke of pending / in_transit / delivered. We keep one
 * set of stored statuses and reuse those words: a draft is still waiting, a
 * sent note is on its way.
 */
export const DELIVERY_STATUS_DETAIL_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  ...DELIVERY_STATUS_LABELS,
  draft: "En attente",
  sent: "En cours de livraison",
};

export const DELIVERY_STATUS_OPTIONS = toOptions(DELIVERY_STATUSES, DELIVERY_STATUS_LABELS);

export const deliveryStatusLabel = variantLabelFor(DELIVERY_STATUS_LABELS, DELIVERY_STATUS_DETAIL_LABELS);
