import { labelFor, toOptions } from "./options.js";

export const DELIVERY_STATUSES = ["draft", "sent", "delivered", "cancelled"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** New delivery notes are created as drafts. */
export const DEFAULT_DELIVERY_STATUS: DeliveryStatus = "draft";

export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  draft: "Brouillon",
  sent: "Envoyé",
  delivered: "Livré",
  cancelled: "Annulé",
};

/**
 * The old detail page spoke of pending / in_transit / delivered. We keep one
 * set of stored statuses and reuse those words: a draft is still waiting, a
 * sent note is on its way.
 */
export const DELIVERY_STATUS_DETAIL_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  draft: "En attente",
  sent: "En cours de livraison",
  delivered: "Livré",
  cancelled: "Annulé",
};

export const DELIVERY_STATUS_OPTIONS = toOptions(DELIVERY_STATUSES, DELIVERY_STATUS_LABELS);

export function deliveryStatusLabel(status: string, variant: "list" | "detail" = "list"): string {
  return labelFor(variant === "detail" ? DELIVERY_STATUS_DETAIL_LABELS : DELIVERY_STATUS_LABELS, status);
}
