import { keysOf, labelRecord } from "../labels/options.js";

/** What the journal records: every change to the book, by whom, in a hash chain. */
export const AUDIT_ACTION_LABELS = labelRecord({
  create: "Création",
  update: "Modification",
  issue: "Émission",
  status: "Changement de statut",
  payment: "Encaissement",
  "payment-deleted": "Encaissement annulé",
  refund: "Remboursement",
  "refund-deleted": "Remboursement annulé",
  "credit-note": "Avoir",
  delete: "Suppression",
  mail: "Envoi par e-mail",
  reminder: "Relance",
  share: "Lien client créé",
  "share-revoked": "Lien client révoqué",
  view: "Consultation par le client",
  accept: "Acceptation par le client",
  reject: "Refus par le client",
});

export const AUDIT_ACTIONS = keysOf(AUDIT_ACTION_LABELS);
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_RESOURCE_LABELS = labelRecord({
  invoices: "Factures",
  quotes: "Devis",
  deliveries: "Bons de livraison",
  "credit-notes": "Avoirs",
  clients: "Clients",
  users: "Utilisateurs",
  "company-settings": "Paramètres",
  "recurring-invoices": "Factures récurrentes",
});

export const AUDIT_RESOURCES = keysOf(AUDIT_RESOURCE_LABELS);
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/** before/after of each changed field. */
export type AuditChanges = Record<string, [unknown, unknown]>;

/**
 * One JSON text for one value whatever the key order (PostgreSQL's jsonb
 * reorders keys): keys sorted at every level, undefined left out.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
}

/** Fields whose canonical value differs between two snapshots, as [before, after]. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of [...keys].sort()) {
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (canonicalJson(from) !== canonicalJson(to)) changes[key] = [from, to];
  }
  return changes;
}
