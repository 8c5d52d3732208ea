import { keysOf, labelRecord, toOptions, variantLabelFor } from "./options.js";

export const INVOICE_STATUS_LABELS = labelRecord({
  unpaid: "Non payée",
  partial: "Partielle",
  paid: "Payée",
});

export const INVOICE_STATUSES = keysOf(INVOICE_STATUS_LABELS);
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Wording of the invoice detail page and its print. */
export const INVOICE_STATUS_DETAIL_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  unpaid: "En attente",
  partial: "Partiellement payée",
  paid: "Payée",
};

export const INVOICE_STATUS_OPTIONS = toOptions(INVOICE_STATUSES, INVOICE_STATUS_LABELS);

export const invoiceStatusLabel = variantLabelFor(INVOICE_STATUS_LABELS, INVOICE_STATUS_DETAIL_LABELS);
