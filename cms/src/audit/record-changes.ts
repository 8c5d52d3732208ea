import type { Core, UID } from "@strapi/strapi";
import { changedFields, invoiceState, type AuditAction, type AuditResource } from "@agency/shared";
import { CREDIT_NOTE_UID, INVOICE_UID, PAYMENT_UID } from "../sales/balance";
import { ConflictError } from "../sales/conflict";
import { resolveReference, type Reference } from "../sales/input";
import { appendEntry, AUDIT_UID } from "./journal";
import { lockDocument } from "../utils/database";

interface Audited {
  resource: AuditResource;
  /** The field that names a record in the journal (its `number`)… */
  label?: string;
  /** …or, where that field is a relation, what names the record it points to. */
  labelFrom?: { uid: UID.Schema; field: string };
}

/** The collections whose every change the journal records, and what names a record in it. */
const AUDITED: Readonly<Record<string, Audited>> = {
  [INVOICE_UID]: { resource: "invoices", label: "invoiceNumber" },
  "api::quote.quote": { resource: "quotes", label: "quoteNumber" },
  "api::delivery.delivery": { resource: "deliveries", label: "deliveryNumber" },
  "api::client.client": { resource: "clients", label: "name" },
  "api::company-setting.company-setting": { resource: "company-settings", label: "name" },
  // A retainer has no number: its client names it.
  "api::recurring-invoice.recurring-invoice": {
    resource: "recurring-invoices",
    label: "client",
    labelFrom: { uid: "api::client.client", field: "name" },
  },
};

/** What names a record in the journal; a relation's record gone since keeps its documentId. */
async function entryLabel(strapi: Core.Strapi, audited: Audited, record: Snapshot | null): Promise<string | null> {
  const value = audited.label ? record?.[audited.label] : undefined;
  if (typeof value !== "string" || !value) return null;
  if (!audited.labelFrom) return value;
  const { uid, field } = audited.labelFrom;
  const linked = (await strapi.db.query(uid).findOne({ where: { documentId: value }, select: [field] })) as Record<
    string,
    unknown
  > | null;
  const name = linked?.[field];
  return typeof name === "string" && name ? name : value;
}

const LEFT_OUT = new Set([
  "id",
  "documentId",
  "createdAt",
  "updatedAt",
  "publishedAt",
  "locale",
  "createdBy",
  "updatedBy",
  "localizations",
]);
const WRITES = new Set(["create", "update", "delete"]);

export const JOURNAL_READ_ONLY = "Le journal d'audit ne se modifie pas et ne se supprime pas.";

type Snapshot = Record<string, unknown>;

/** What a write to the document service is given, as far as the journal reads it. */
interface WriteParams {
  documentId?: string;
  data?: { invoice?: Reference };
}

/** The documentId of what a write answers (the document written or deleted), when there is one. */
const writtenId = (result: unknown) => (result as { documentId?: string } | null | undefined)?.documentId;

/** The relations that point to one record (client, invoice, quote), the lines and the files: what a snapshot shows. */
function shownRelations(strapi: Core.Strapi, uid: string): string[] {
  const attributes = strapi.getModel(uid as UID.Schema).attributes as Record<
    string,
    { type: string; relation?: string }
  >;
  return Object.entries(attributes)
    .filter(
      ([, attribute]) =>
        attribute.type === "component" ||
        attribute.type === "media" ||
        (attribute.type === "relation" && /ToOne$/.test(String(attribute.relation))),
    )
    .map(([name]) => name);
}

const plain = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object") {
    // A populated relation or file: named by its documentId, a file by its name.
    const linked = value as { documentId?: unknown; url?: unknown; mime?: unknown; name?: unknown };
    if (linked.documentId && (linked.url || linked.mime)) return linked.name ?? linked.url;
    if (linked.documentId) return linked.documentId;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "id")
        .map(([key, item]) => [key, plain(item)]),
    );
  }
  return value;
};

/** A record as the journal compares it: its fields, relations by documentId, lines without their row ids. */
export async function snapshot(
  strapi: Core.Strapi,
  uid: string,
  documentId: string | undefined | null,
): Promise<Snapshot | null> {
  if (!documentId) return null;
  const row = await strapi.db
    .query(uid as UID.Schema)
    .findOne({ where: { documentId }, populate: shownRelations(strapi, uid) });
  if (!row) return null;
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !LEFT_OUT.has(key))
      .map(([key, value]) => [key, plain(value)]),
  );
}

function actionOf(uid: string, before: Snapshot | null, changes: Record<string, unknown>): AuditAction {
  if (uid === INVOICE_UID && before && invoiceState(before.state as string) === "draft" && "state" in changes)
    return "issue";
  if (before && Object.keys(changes).every((field) => field === "status")) return "status";
  return "update";
}

/** A payment or a credit note, recorded on the invoice it belongs to, with the invoice's status before and after. */
async function recordOnInvoice<R>(
  strapi: Core.Strapi,
  uid: string,
  action: string,
  params: WriteParams,
  next: () => R,
) {
  // A deletion holds the row first: the same one deleted twice at once is deleted, and recorded, once.
  if (action === "delete" && !(await lockDocument(strapi, uid, String(params.documentId), "delete"))) return next();
  const own =
    action === "delete"
      ? await strapi.db
          .query(uid as UID.Schema)
          .findOne({ where: { documentId: params.documentId }, populate: ["invoice"] })
      : null;
  const invoiceId = own?.invoice?.documentId ?? (await resolveReference(strapi, INVOICE_UID, params.data?.invoice));
  // Held from here, so that a payment made at the same time waits and its entry starts from this one's status.
  if (invoiceId) await lockDocument(strapi, INVOICE_UID, invoiceId, "update");
  const invoiceBefore = await snapshot(strapi, INVOICE_UID, invoiceId);
  const result = await next();
  const made =
    action === "create"
      ? await strapi.db.query(uid as UID.Schema).findOne({ where: { documentId: writtenId(result) } })
      : own;
  const invoiceAfter = await snapshot(strapi, INVOICE_UID, invoiceId);
  const status = changedFields(
    { status: invoiceBefore?.status, state: invoiceBefore?.state },
    { status: invoiceAfter?.status, state: invoiceAfter?.state },
  );
  const payment = uid === PAYMENT_UID;
  const gone = action === "delete";
  const fields = payment
    ? { amount: made?.amount, method: made?.method, date: made?.date, reference: made?.reference ?? null }
    : {
        creditNote: made?.creditNoteNumber,
        totalAmount: made?.totalAmount,
        deductedAmount: made?.deductedAmount ?? null,
        reason: made?.reason,
      };
  const described = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, gone ? [value, null] : [null, value]]),
  );
  // A payment below 0 gives money back: a refund.
  const movement = Number(made?.amount) < 0 ? "refund" : "payment";
  await appendEntry(strapi, {
    action: payment ? (gone ? `${movement}-deleted` : movement) : "credit-note",
    resource: "invoices",
    recordId: invoiceId,
    number: (invoiceAfter?.invoiceNumber as string) ?? null,
    changes: { ...described, ...status },
  });
  return result;
}

/**
 * The audit journal, written in the same transaction as the change it
 * records, whoever writes (the API, Strapi's panel, scripts). Registered
 * first, so that its transaction holds every other rule's writes and its
 * "after" sees their outcome (a derived status, a cancelled invoice), and
 * holds the record from its "before" on, so that those rules check what the
 * write will find.
 */
export function recordChanges(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!WRITES.has(context.action)) return next();
    if (context.uid === AUDIT_UID) throw new ConflictError(JOURNAL_READ_ONLY);
    const params = context.params as WriteParams;
    if ((context.uid === PAYMENT_UID || context.uid === CREDIT_NOTE_UID) && context.action !== "update") {
      return strapi.db.transaction(() => recordOnInvoice(strapi, context.uid, context.action, params, next));
    }
    const audited = AUDITED[context.uid];
    if (!audited) return next();
    return strapi.db.transaction(async () => {
      // Held from the snapshot to the commit: every rule after this one checks the record as this write will find it
      // (a draft issued, an invoice paid or a client given an invoice meanwhile waits or is seen).
      if (context.action !== "create" && params.documentId) {
        await lockDocument(strapi, context.uid, params.documentId, context.action as "update" | "delete");
      }
      const before = context.action === "create" ? null : await snapshot(strapi, context.uid, params.documentId);
      const result = await next();
      const after =
        context.action === "delete"
          ? null
          : await snapshot(strapi, context.uid, writtenId(result) ?? params.documentId);
      const changes = changedFields(before, after);
      if (Object.keys(changes).length === 0) return result;
      const action: AuditAction =
        context.action === "update" ? actionOf(context.uid, before, changes) : (context.action as "create" | "delete");
      await appendEntry(strapi, {
        action,
        resource: audited.resource,
        recordId: (after ?? before) ? String(writtenId(result) ?? params.documentId) : null,
        number: await entryLabel(strapi, audited, after ?? before),
        changes,
      });
      return result;
    });
  });
}
