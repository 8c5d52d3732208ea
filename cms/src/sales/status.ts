import { deliveryStatusLabel, invoiceStatusLabel, quoteStatusLabel, type DocumentKind } from "@agency/shared";

const LABEL: Record<DocumentKind, (status: string) => string> = {
  invoice: (status) => invoiceStatusLabel(status),
  quote: (status) => quoteStatusLabel(status),
  delivery: (status) => deliveryStatusLabel(status),
};

export const statusChangeRefused = (kind: DocumentKind, from: string, to: string) =>
  `Changement de statut refusé : « ${LABEL[kind](from)} » ne peut pas devenir « ${LABEL[kind](to)} ».`;
