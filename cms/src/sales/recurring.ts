import type { Core } from "@strapi/strapi";
import {
  addDaysToDay,
  DEFAULT_PAYMENT_TERMS,
  formatFrenchDate,
  occurrenceAfter,
  occurrencesDue,
  type RecurrenceFrequency,
} from "@agency/shared";
import { loadSalesDocument, salesPdfFile } from "../documents/controller";
import { mailDocument, proposedMail } from "../documents/mail";
import { documentNumber } from "../documents/sales-pdf";
import { lockDocument } from "../utils/database";
import { documentData } from "../utils/documents";
import { copiedLines } from "./duplicate";
import { issueInvoice } from "./issue";
import { SALES_KINDS } from "./kinds";
import { isUniqueViolation } from "./numbering";
import { priceDocument, storedLine } from "./pricing";

export const RECURRING_UID = "api::recurring-invoice.recurring-invoice";

interface Retainer {
  documentId: string;
  client?: { documentId: string; email?: string | null; name?: string } | null;
  items?: Array<Record<string, unknown>>;
  notes?: string | null;
  paymentTerms?: number | null;
  frequency: RecurrenceFrequency;
  startDate: string;
  endDate?: string | null;
  nextDate: string;
  autoIssue?: boolean | null;
  autoSend?: boolean | null;
  active?: boolean | null;
}

export interface RecurringRun {
  date: string;
  created: Array<{ retainer: string; invoice: string; period: string; number: string | null; sent: boolean }>;
}

/** Noon of a Casablanca day: a moment that falls on that day there whatever the season's offset. */
const middayOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** The draft invoice of one period, dated the day the job runs for. */
const draftFor = (strapi: Core.Strapi, retainer: Retainer, period: string, date: string) => {
  const terms = Number(retainer.paymentTerms ?? DEFAULT_PAYMENT_TERMS);
  return strapi.documents(SALES_KINDS.invoice.uid).create({
    data: documentData({
      client: retainer.client?.documentId ?? null,
      ...priceDocument(copiedLines(retainer.items).map(storedLine)),
      notes: [retainer.notes, periodNote(retainer, period)].filter(Boolean).join("\n\n"),
      paymentTerms: terms,
      issueDate: date,
      dueDate: addDaysToDay(date, terms),
      state: "draft",
      status: "unpaid",
      invoiceNumber: null,
      recurrenceKey: recurrenceKey(retainer, period),
    }),
  });
};

const recurrenceKey = (retainer: Pick<Retainer, "documentId">, period: string) => `${retainer.documentId}:${period}`;

/**
 * One retainer's drafts for a run, made with its row held from its read to the write of its next date: read there,
 * a retainer stopped, ended or edited while the run went through the others makes what it says now, and an edit
 * waits for its drafts and its step. A period already made is passed over (two runs, or two processes, at once: the
 * second reads the first's step; the recurrence key's unique index stands behind). Issuing takes the year's
 * numbering, so it comes after, outside the hold (the journal's lock comes last on every path).
 */
async function draftsOf(strapi: Core.Strapi, documentId: string, date: string) {
  try {
    return await strapi.db.transaction(async () => {
      if (!(await lockDocument(strapi, RECURRING_UID, documentId, "update"))) return null;
      const retainer = (await strapi
        .documents(RECURRING_UID)
        .findOne({ documentId, populate: ["client", "items"] })) as unknown as Retainer | null;
      if (!retainer?.active) return null;
      const dates = occurrencesDue(retainer, date);
      // An ended retainer keeps its next date: nothing more is owed.
      if (!dates.length) return null;
      const drafts: Array<{ period: string; documentId: string }> = [];
      for (const period of dates) {
        const made = await strapi.db
          .query(SALES_KINDS.invoice.uid)
          .findOne({ where: { recurrenceKey: recurrenceKey(retainer, period) }, select: ["id"] });
        if (!made) drafts.push({ period, documentId: (await draftFor(strapi, retainer, period, date)).documentId });
      }
      const nextDate = occurrenceAfter(retainer.startDate, retainer.frequency, dates.at(-1)!);
      await strapi.documents(RECURRING_UID).update({ documentId, data: documentData({ nextDate }) });
      return { retainer, drafts };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** "Période : du 31/01/2027 au 27/02/2027.": what the invoice of a period covers, on the invoice. */
const periodNote = (retainer: Retainer, period: string) =>
  `Période : du ${formatFrenchDate(period)} au ${formatFrenchDate(
    addDaysToDay(occurrenceAfter(retainer.startDate, retainer.frequency, period), -1),
  )}.`;

/** Mails an issued invoice to its client with the settings' message (queued in the outbox); false without an address. */
async function sendInvoice(strapi: Core.Strapi, invoiceId: string): Promise<boolean> {
  const record = await loadSalesDocument(strapi, "invoice", invoiceId);
  const to = record?.client?.email;
  if (!record || !to) return false;
  const loaded = {
    record,
    number: documentNumber("invoice", record),
    pdf: () => salesPdfFile(strapi, "invoice", record),
  };
  await mailDocument(strapi, "invoice", loaded, { to, cc: [], ...(await proposedMail(strapi, "invoice", loaded)) });
  return true;
}

/**
 * The recurring invoices' part of the daily job, for `date` (a Casablanca day): every active retainer whose next date
 * has come makes the invoice of each period up to that day (a late run catches up), sends it when asked, and moves
 * its next date on; the journal records each invoice and each retainer's step as it records every write.
 */
export async function runRecurringInvoices(strapi: Core.Strapi, date: string): Promise<RecurringRun> {
  const retainers = (await strapi.documents(RECURRING_UID).findMany({
    filters: { active: true, nextDate: { $lte: date } },
    fields: ["documentId"],
    sort: ["nextDate:asc", "id:asc"],
    limit: -1,
  })) as Array<{ documentId: string }>;
  const run: RecurringRun = { date, created: [] };
  for (const { documentId } of retainers) {
    const made = await draftsOf(strapi, documentId, date);
    if (!made) continue;
    const { retainer, drafts } = made;
    for (const draft of drafts) {
      // A catch-up dates its invoices on the day it runs, which keeps the numbers in date order.
      const invoice =
        retainer.autoIssue === false
          ? null
          : ((await issueInvoice(strapi, draft.documentId, middayOf(date))) as {
              invoiceNumber?: string | null;
            } | null);
      const number = invoice?.invoiceNumber ?? null;
      const sent = Boolean(number) && retainer.autoSend === true && (await sendInvoice(strapi, draft.documentId));
      run.created.push({ retainer: documentId, invoice: draft.documentId, period: draft.period, number, sent });
    }
  }
  return run;
}
