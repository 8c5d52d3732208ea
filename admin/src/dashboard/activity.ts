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

const frenchDate = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC" });

/**
 * "2024-03-05" → "05/03/2024". Read as UTC midnight and printed in UTC, so no time zone
 * can move the day.
 */
export const formatIssueDate = (isoDay: string): string => {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : frenchDate.format(date);
};
