import { labelFor, toOptions } from "./options.js";

export const INVOICE_STATUSES = ["unpaid", "partial", "paid"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  unpaid: "Non payée",
  partial: "Partielle",
  paid: "Payée",
};

/** Wording of the invoice detail page and its print. */
export const INVOICE_STATUS_DETAIL_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  unpaid: "En attente",
  partial: "Partiellement payée",
  paid: "Payée",
};

export const INVOICE_STATUS_OPTIONS = toOptions(INVOICE_STATUSES, INVOICE_STATUS_LABELS);

export function invoiceStatusLabel(status: string, variant: "list" | "detail" = "list"): string {
  return labelFor(variant === "detail" ? INVOICE_STATUS_DETAIL_LABELS : INVOICE_STATUS_LABELS, status);
}
