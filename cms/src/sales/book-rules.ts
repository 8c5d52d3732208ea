import type { Core, UID } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import {
  BOOK_MESSAGES,
  canTransition,
  FROZEN_MESSAGE,
  frozenFieldsChanged,
  invoiceState,
  isFrozen,
  MESSAGES,
  PAYMENT_MESSAGES,
} from "@agency/shared";
import { ConflictError } from "./conflict";
import { deletionRefusal } from "./deletion-guard";
import { resolveReference, type Reference } from "./input";
import { SALES_KINDS, type SalesKind } from "./kinds";
import { checkHandNumber, nextNumber } from "./numbering";
import { priceDocument, storedLine } from "./pricing";
import { statusChangeRefused } from "./status";
import { lockDocument } from "../utils/database";
import { populateOf } from "../utils/documents";

const RELATION_TARGETS: Readonly<Record<string, UID.ContentType>> = {
  client: "api::client.client",
  quote: "api::quote.quote",
  invoice: "api::invoice.invoice",
};

/** A sales document's data as a writer sends it (or as it is stored), read field by field. */
interface Data extends Partial<Record<SalesKind["numberField"], string | null>> {
  state?: string | null;
  status?: string | null;
  items?: unknown;
  [field: string]: unknown;
}

const UNCHANGED = Symbol("unchanged");

/**
 * The other side of the book's relations (a client's invoices, an invoice's payments…): Strapi's panel lets them be
 * edited there, which would move an issued invoice to another client or detach its payments past every rule of the
 * document that holds the link. They are read-only; the link is written on its owner.
 */
const INVERSE_RELATIONS: Readonly<Record<string, readonly string[]>> = {
  "api::client.client": ["invoices", "quotes", "deliveries", "creditNotes"],
  "api::invoice.invoice": ["deliveries", "payments", "creditNotes"],
  "api::quote.quote": ["invoices"],
};

/** Whether a relation as written changes it: the panel sends `{ connect: [], disconnect: [] }` when it does not. */
function changesRelation(value: unknown): boolean {
  if (value === undefined) return false;
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const links = value as { connect?: unknown[]; disconnect?: unknown[]; set?: unknown[] };
    return "set" in links || (links.connect ?? []).length > 0 || (links.disconnect ?? []).length > 0;
  }
  return true;
}

/**
 * A relation as any writer sends it (documentId, id, `{ documentId }`, or the
 * panel's `{ connect, disconnect, set }`) as the documentId it points to, null
 * when emptied, or UNCHANGED when the write leaves it alone.
 */
async function relationTarget(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  value: unknown,
): Promise<string | null | typeof UNCHANGED> {
  if (value && typeof value === "object" && ("connect" in value || "disconnect" in value || "set" in value)) {
    const links = value as { set?: Reference[]; connect?: Reference[]; disconnect?: unknown[] };
    const [first] = [...(links.set ?? []), ...(links.connect ?? [])];
    if (first !== undefined) return resolveReference(strapi, uid, first);
    return (links.disconnect ?? []).length > 0 ? null : UNCHANGED;
  }
  return resolveReference(strapi, uid, value as Reference);
}

/** The change in the shape `frozenFieldsChanged` compares: relations as documentIds. */
async function comparableChange(strapi: Core.Strapi, data: Data): Promise<Data> {
  const change: Data = { ...data };
  for (const [field, uid] of Object.entries(RELATION_TARGETS)) {
    if (!(field in change)) continue;
    const target = await relationTarget(strapi, uid, change[field]);
    if (target === UNCHANGED) delete change[field];
    else change[field] = target;
  }
  return change;
}

/**
 * The client a document is written for, held until the document is stored: its deletion, at the same time, waits and
 * then sees the document (refused), or goes first and this write is refused as if the client had never been chosen.
 */
async function holdClient(strapi: Core.Strapi, data: Data): Promise<void> {
  if (!("client" in data)) return;
  const client = await relationTarget(strapi, RELATION_TARGETS.client!, data.client);
  if (client === UNCHANGED || client === null) return;
  if (!(await lockDocument(strapi, RELATION_TARGETS.client!, client, "link"))) {
    throw new errors.ValidationError(MESSAGES.selectClient, { errors: { client: MESSAGES.selectClient } });
  }
}

/** Totals computed from the lines, whatever the writer sent: the panel's path too. */
function price(kind: SalesKind, data: Data): void {
  if (!kind.priced || !Array.isArray(data.items)) return;
  Object.assign(data, priceDocument(data.items.map(storedLine)));
}

async function beforeCreate(strapi: Core.Strapi, kind: SalesKind, data: Data): Promise<void> {
  await holdClient(strapi, data);
  if (kind.kind === "invoice") {
    const state = invoiceState(data.state);
    if (state === "cancelled") throw new ConflictError(BOOK_MESSAGES.stateChangeRefused);
    data.state = state;
    // A draft gets its number when it is issued; the status follows the payments, none yet.
    if (state === "draft") data.invoiceNumber = null;
    data.status = "unpaid";
  }
  const number = data[kind.numberField];
  if (number) await checkHandNumber(strapi, kind, number);
  else if (!(kind.kind === "invoice" && data.state === "draft"))
    data[kind.numberField] = await nextNumber(strapi, kind);
  price(kind, data);
}

async function beforeUpdate(strapi: Core.Strapi, kind: SalesKind, documentId: string, data: Data): Promise<void> {
  const current = (await strapi
    .documents(kind.uid)
    .findOne({ documentId, populate: populateOf(kind.populate) })) as Data | null;
  if (!current) return;
  await holdClient(strapi, data);
  if (kind.kind === "invoice" && data.state !== undefined && invoiceState(data.state) !== invoiceState(current.state)) {
    const issuing = invoiceState(current.state) === "draft" && invoiceState(data.state) === "issued";
    if (!issuing || !(data.invoiceNumber ?? current.invoiceNumber))
      throw new ConflictError(BOOK_MESSAGES.stateChangeRefused);
  }
  if (
    kind.kind === "invoice" &&
    invoiceState(current.state) === "draft" &&
    invoiceState(data.state ?? current.state) === "draft" &&
    data.invoiceNumber
  ) {
    // A draft is numbered when it is issued: a number typed on it now would be dropped then, a hole in the year.
    throw new ConflictError(BOOK_MESSAGES.draftNumbered, { errors: { invoiceNumber: BOOK_MESSAGES.draftNumbered } });
  }
  if (kind.kind === "invoice" && data.status !== undefined && data.status !== current.status) {
    throw new ConflictError(PAYMENT_MESSAGES.statusByPayments);
  }
  // Checked again here, on the record as held: the request checked the status it read, and a client's answer (or
  // another request) may have moved it since; a final status stays final on every path.
  const [from, to] = [String(current.status), String(data.status)];
  if (kind.kind !== "invoice" && data.status !== undefined && !canTransition(kind.kind, from, to)) {
    const message = statusChangeRefused(kind.kind, from, to);
    throw new ConflictError(message, { errors: { status: message } });
  }
  if (isFrozen(kind.kind, current)) {
    const changed = frozenFieldsChanged(kind.kind, current, await comparableChange(strapi, data));
    if (changed.length > 0) throw new ConflictError(FROZEN_MESSAGE[kind.kind], { fields: changed });
  }
  const number = data[kind.numberField];
  if (number && number !== current[kind.numberField]) await checkHandNumber(strapi, kind, number);
  price(kind, data);
}

/**
 * The rules of the book of record, in the document service: every writer
 * (the API's controllers, Strapi's panel, scripts) goes through them. Issued
 * invoices, accepted quotes and delivered notes are frozen and kept; numbers
 * only move forward; totals come from the lines; a client with documents stays;
 * nothing of the book is cloned.
 */
export function enforceBookRules(strapi: Core.Strapi): void {
  const kinds = new Map<string, SalesKind>(Object.values(SALES_KINDS).map((kind) => [kind.uid, kind]));
  // Strapi's clone (the panel's "Duplicate") copies a row past every rule above: numbering, totals, what is due.
  const unclonable = new Set<string>([
    ...kinds.keys(),
    "api::credit-note.credit-note",
    "api::payment.payment",
    "api::audit-entry.audit-entry",
  ]);
  strapi.documents.use(async (context, next) => {
    if (context.action === "clone" && unclonable.has(context.uid)) throw new ConflictError(BOOK_MESSAGES.cloneRefused);
    const params = context.params as { documentId?: string; data?: Data };
    const written = params.data;
    const inverse = INVERSE_RELATIONS[context.uid];
    if (written && inverse?.some((field) => changesRelation(written[field]))) {
      throw new ConflictError(BOOK_MESSAGES.linkFromOtherSide);
    }
    const kind = kinds.get(context.uid);
    if (kind && context.action === "create" && params.data) await beforeCreate(strapi, kind, params.data);
    if (kind && context.action === "update" && params.data && params.documentId) {
      await beforeUpdate(strapi, kind, params.documentId, params.data);
    }
    if (context.action === "delete" && params.documentId) {
      const refusal = await deletionRefusal(strapi, context.uid, params.documentId);
      if (refusal) throw new ConflictError(refusal);
    }
    return next();
  });
}
