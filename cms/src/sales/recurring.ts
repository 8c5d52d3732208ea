import type { Core } from "@strapi/strapi";
import {
  addDaysToDay,
  DEFAULT_PAYMENT_TERMS,
  formatFrenchDate,
  occurrenceAfter,
  occurrenceFrom,
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
}

export interface RecurringRun {
  date: string;
  created: Array<{ retainer: string; invoice: string; period: string; number: string | null; sent: boolean }>;
}

/** Noon of a Casablanca day: a moment that falls on that day there whatever the season's offset. */
const middayOf = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * The invoice of one period, dated the day the job runs for, unless it exists: its recurrence key (retainer and period)
 * is unique, so two runs, or two processes, at once make one invoice. Issued with the next number when the retainer
 * says so: a catch-up dates its invoices on the day it runs, which keeps the numbers in date order.
 */
async function invoiceFor(strapi: Core.Strapi, retainer: Retainer, period: string, date: string) {
  const kind = SALES_KINDS.invoice;
  const terms = Number(retainer.paymentTerms ?? DEFAULT_PAYMENT_TERMS);
  let draft;
  try {
    draft = await strapi.documents(kind.uid).create({
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
        recurrenceKey: `${retainer.documentId}:${period}`,
      }),
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  if (retainer.autoIssue === false) return draft;
  return (await issueInvoice(strapi, draft.documentId, middayOf(date))) ?? draft;
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
 * Moves the retainer's next date past the last period the run made, on its schedule as it stands now: held from the
 * read to the write, so that an edit of its frequency or start made while the run invoiced is kept, and the step is
 * taken on the new schedule as the edit would have taken it after the run. Never backwards (another run went further).
 */
async function moveOn(strapi: Core.Strapi, read: Retainer, lastPeriod: string) {
  await strapi.db.transaction(async () => {
    if (!(await lockDocument(strapi, RECURRING_UID, read.documentId, "update"))) return;
    const now = (await strapi.documents(RECURRING_UID).findOne({ documentId: read.documentId })) as Retainer | null;
    if (!now) return;
    const owed = occurrenceAfter(read.startDate, read.frequency, lastPeriod);
    const nextDate = occurrenceFrom(now.startDate, now.frequency, owed > now.nextDate ? owed : now.nextDate);
    if (nextDate === now.nextDate) return;
    await strapi.documents(RECURRING_UID).update({ documentId: read.documentId, data: documentData({ nextDate }) });
  });
}

/**
 * The recurring invoices' part of the daily job, for `date` (a Casablanca day): every active retainer whose next date
 * has come makes the invoice of each period up to that day (a late run catches up), sends it when asked, and moves
 * its next date on; the journal records each invoice and each retainer's step as it records every write.
 */
export async function runRecurringInvoices(strapi: Core.Strapi, date: string): Promise<RecurringRun> {
  const retainers = (await strapi.documents(RECURRING_UID).findMany({
    filters: { active: true, nextDate: { $lte: date } },
    populate: ["client", "items"],
    sort: ["nextDate:asc", "id:asc"],
    limit: -1,
  })) as unknown as Retainer[];
  const run: RecurringRun = { date, created: [] };
  for (const retainer of retainers) {
    const dates = occurrencesDue(retainer, date);
    for (const period of dates) {
      const invoice = await invoiceFor(strapi, retainer, period, date);
      if (!invoice) continue;
      const issued = (invoice as { state?: string }).state === "issued";
      const sent = issued && retainer.autoSend === true && (await sendInvoice(strapi, invoice.documentId));
      run.created.push({
        retainer: retainer.documentId,
        invoice: invoice.documentId,
        period,
        number: (invoice as { invoiceNumber?: string | null }).invoiceNumber ?? null,
        sent,
      });
    }
    // An ended retainer keeps its next date: nothing more is owed.
    if (dates.length) await moveOn(strapi, retainer, dates.at(-1)!);
  }
  return run;
}
