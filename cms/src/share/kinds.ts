import type { AuditResource, SharedKind } from "@agency/shared";

/** The journal's name of each shared kind's documents. */
export const JOURNAL_RESOURCE: Record<SharedKind, AuditResource> = {
  invoice: "invoices",
  quote: "quotes",
  creditNote: "credit-notes",
};
