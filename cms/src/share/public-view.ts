import type { Core } from "@strapi/strapi";
import {
  formatDH,
  invoiceSettlement,
  legalMentions,
  PRICED_LINE_HEADERS,
  quoteAnswerBlock,
  rowsAfterTotal,
  todayInMorocco,
  type ClientEvent,
  type ClientHistoryEntry,
  type PublicDocument,
  type QuoteAnswer,
  type SharedKind,
} from "@agency/shared";
import { AUDIT_UID } from "../audit/journal";
import type { Company } from "../documents/company";
import {
  clientLines,
  conditionsBox,
  documentNumber,
  printedPricedLines,
  STATUS,
  TITLES,
  titleFacts,
  type PrintedDocument,
} from "../documents/sales-pdf";
import { JOURNAL_RESOURCE } from "./kinds";
import { quoteVersion } from "./version";

/** A shared document as loaded with its PDF's relations, and a quote's answer fields. */
export type SharedRecord = PrintedDocument & {
  notes?: unknown;
  invoices?: unknown[] | null;
  acceptedBy?: string | null;
  answeredAt?: string | null;
  answerComment?: string | null;
};

/** The journal's actions the client sees, as its page names them. */
const CLIENT_EVENTS: Record<string, ClientEvent> = {
  mail: "sent",
  view: "viewed",
  accept: "accepted",
  reject: "rejected",
};
const HISTORY_LIMIT = 100;

async function clientHistory(strapi: Core.Strapi, kind: SharedKind, recordId: string): Promise<ClientHistoryEntry[]> {
  const entries = (await strapi.db.query(AUDIT_UID).findMany({
    where: { resource: JOURNAL_RESOURCE[kind], recordId, action: { $in: Object.keys(CLIENT_EVENTS) } },
    select: ["at", "action", "changes"],
    orderBy: { id: "desc" },
    limit: HISTORY_LIMIT,
  })) as Array<{ at: string; action: string; changes: { name?: [unknown, unknown] } | null }>;
  return entries.reverse().map((entry) => ({
    event: CLIENT_EVENTS[entry.action]!,
    at: new Date(entry.at).toISOString(),
    name: entry.action === "accept" ? String(entry.changes?.name?.[1] ?? "") || null : null,
  }));
}

function quoteAnswer(record: SharedRecord): QuoteAnswer | null {
  if (!record.answeredAt || (record.status !== "accepted" && record.status !== "rejected")) return null;
  return {
    decision: record.status,
    at: new Date(record.answeredAt).toISOString(),
    name: record.status === "accepted" ? (record.acceptedBy ?? null) : null,
    comment: record.answerComment ?? null,
  };
}

const titleCase = (title: string) => `${title.charAt(0)}${title.slice(1).toLowerCase()}`;

/**
 * One invoice, quote or credit note as the client's page shows it: what its PDF prints, in the same words, with what
 * is left to pay, the bank details, the client's history of it and whether a quote may be answered now.
 */
export async function publicDocument(
  strapi: Core.Strapi,
  kind: SharedKind,
  record: SharedRecord,
  company: Company,
  linkExpiresAt: string,
  now = new Date(),
): Promise<PublicDocument> {
  const { rows, printed } = printedPricedLines(kind, record);
  // From the payments and credit notes the record carries: the figure above the document is the one printed in it.
  const due = kind === "invoice" ? invoiceSettlement(printed.totalAmount, record).due : null;
  const answerBlock =
    kind === "quote"
      ? quoteAnswerBlock(
          {
            status: String(record.status ?? ""),
            validUntil: record.validUntil,
            converted: (record.invoices ?? []).length > 0,
          },
          todayInMorocco(now),
        )
      : null;
  const [legal, contact] = legalMentions(company);
  return {
    kind,
    title: titleCase(TITLES[kind]),
    number: documentNumber(kind, record),
    status: kind === "creditNote" ? null : String(record.status ?? ""),
    statusLabel: STATUS[kind]?.(String(record.status ?? "")) ?? null,
    facts: titleFacts(kind, record),
    company: {
      name: company.name,
      lines: [company.address, company.phone && `Tél. : ${company.phone}`, company.email, company.website].filter(
        (line): line is string => Boolean(line),
      ),
      legal: [legal, contact].filter(Boolean),
      rib: company.rib || null,
    },
    client: (([name, ...lines]) => ({ name: name ?? "", lines }))(clientLines(record)),
    conditions: conditionsBox(kind, record, company.rib),
    lines: rows.map(([description, quantity, unitPrice, discount, taxRate, amount]) => ({
      description: description!,
      quantity: quantity!,
      unitPrice: unitPrice!,
      discount: discount!,
      taxRate: taxRate!,
      amount: amount!,
    })),
    lineHeaders: PRICED_LINE_HEADERS,
    totals: [...printed.rows, ...rowsAfterTotal(kind, printed.totalAmount, record)],
    inWords: printed.inWords,
    notes: typeof record.notes === "string" && record.notes.trim() ? record.notes.trim() : null,
    amountDue: due === null ? null : formatDH(due),
    amountDueValue: due,
    history: await clientHistory(strapi, kind, record.documentId),
    answer: kind === "quote" ? quoteAnswer(record) : null,
    answerBlock,
    canAnswer: kind === "quote" && answerBlock === null,
    version: kind === "quote" ? quoteVersion(record) : null,
    linkExpiresAt: new Date(linkExpiresAt).toISOString(),
  };
}
