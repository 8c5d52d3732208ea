import type { Core } from "@strapi/strapi";
import { addDaysToDay, daysFromTo, DEFAULT_PAYMENT_TERMS, todayInMorocco } from "@agency/shared";
import { SALES_KINDS } from "./kinds";
import { createNumbered } from "./numbering";
import { documentData, populateOf } from "../utils/documents";

const DEFAULT_VALIDITY_DAYS = 30;

/** The fields copied from an invoice or a quote (the two content types share them). */
interface SourceDocument {
  client?: { documentId: string } | null;
  items?: Array<Record<string, unknown>>;
  notes?: string | null;
  paymentTerms?: number | null;
  issueDate?: string | null;
  validUntil?: string | null;
}

export const copiedLines = (items: Array<Record<string, unknown>> | undefined) =>
  (items ?? []).map(({ description, quantity, unit, unitPrice, discount, taxRate }) => ({
    description,
    quantity,
    unit,
    unitPrice,
    discount,
    taxRate,
  }));

/**
 * A new draft from an invoice or a quote: same client, lines and notes, dated
 * today in Casablanca. An invoice copy has no number until it is issued and
 * is due after the same terms; a quote copy takes the next number and stays
 * valid as long as the original did. Null when there is no such document.
 */
export async function duplicateDocument(
  strapi: Core.Strapi,
  kindName: "invoice" | "quote",
  documentId: string,
  now = new Date(),
) {
  const kind = SALES_KINDS[kindName];
  const source = (await strapi
    .documents(kind.uid)
    .findOne({ documentId, populate: populateOf(["client", "items"]) })) as SourceDocument | null;
  if (!source) return null;
  const today = todayInMorocco(now);
  const common = {
    client: source.client?.documentId ?? null,
    items: copiedLines(source.items),
    notes: source.notes ?? null,
    issueDate: today,
  };
  if (kindName === "invoice") {
    const terms = Number(source.paymentTerms ?? DEFAULT_PAYMENT_TERMS);
    return strapi.documents(kind.uid).create({
      data: documentData({ ...common, state: "draft", paymentTerms: terms, dueDate: addDaysToDay(today, terms) }),
    });
  }
  const validity =
    source.validUntil && source.issueDate
      ? Math.max(0, daysFromTo(source.issueDate, source.validUntil))
      : DEFAULT_VALIDITY_DAYS;
  return createNumbered(strapi, kind, null, (quoteNumber) =>
    strapi.documents(kind.uid).create({
      data: documentData({ ...common, quoteNumber, status: "draft", validUntil: addDaysToDay(today, validity) }),
    }),
  );
}
