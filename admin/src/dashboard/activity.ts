import { deliveryStatusLabel, invoiceStatusLabel, quoteStatusLabel } from "@agency/shared";
import type { DashboardActivity } from "./summary";

type ActivityKind = DashboardActivity["kind"];

const basePaths: Record<ActivityKind, string> = {
  invoice: "/invoices",
  quote: "/quotes",
  delivery: "/delivery",
};

const statusLabels: Record<ActivityKind, (status: string) => string> = {
  invoice: invoiceStatusLabel,
  quote: quoteStatusLabel,
  delivery: deliveryStatusLabel,
};

/** The document's own screen, e.g. /invoices/:documentId. */
export const activityLink = ({ kind, documentId }: Pick<DashboardActivity, "kind" | "documentId">) =>
  `${basePaths[kind]}/${encodeURIComponent(documentId)}`;

/** The shared French status label of the document's kind. */
export const activityStatusLabel = ({ kind, status }: Pick<DashboardActivity, "kind" | "status">) =>
  statusLabels[kind](status);
