import type { Core } from "@strapi/strapi";
import {
  addDaysToDay,
  daysFromTo,
  parseReminderDays,
  reminderDue,
  reminderMailDraft,
  type AuditResource,
} from "@agency/shared";
import { appendEntry } from "../audit/journal";
import { loadCompany } from "../documents/company";
import { loadSalesDocument, salesPdfFile } from "../documents/controller";
import { mailWithPdf, newClientLink } from "../documents/mail";
import { documentNumber } from "../documents/sales-pdf";
import { lastLinkRevoked } from "../share/links";
import { documentData } from "../utils/documents";
import { amountDue, INVOICE_UID } from "./balance";
import { isUniqueViolation } from "./numbering";

const REMINDER_UID = "api::reminder.reminder";
const JOURNALED_ON: AuditResource = "invoices";

export interface ReminderRun {
  date: string;
  enabled: boolean;
  sent: Array<{ invoice: string; number: string; daysAfterDue: number; to: string }>;
  /** Reminders that could not be written (their mail or journal entry refused): none was kept, the next run retries. */
  failed: Array<{ invoice: string; number: string; error: string }>;
}

/** The settings' reminders: off unless enabled, on the default days when the list is empty or malformed. */
async function reminderSettings(strapi: Core.Strapi) {
  const settings = (await strapi.documents("api::company-setting.company-setting").findFirst({})) as {
    remindersEnabled?: boolean | null;
    reminderDays?: string | null;
  } | null;
  return { enabled: settings?.remindersEnabled === true, offsets: parseReminderDays(settings?.reminderDays) ?? [] };
}

/** What refused a write, without the statement that the query builder puts before it (a PDF's bytes, here). */
function refusal(error: unknown): string {
  const message = (error as Error | null)?.message || String(error);
  const statementEnd = message.lastIndexOf(" - ");
  const withoutStatement = /^(insert|update|delete|select) /i.test(message) && statementEnd > 0;
  return (withoutStatement ? message.slice(statementEnd + 3) : message).slice(0, 500);
}

/**
 * The reminders' part of the daily job, for `date` (a Casablanca day): each issued invoice still owed whose due date
 * plus an offset of the settings has come gets one reminder for the latest offset reached, never twice for the same
 * offset, its PDF attached and a new client link, written to the journal. A paid or cancelled invoice, or one whose
 * balance was settled by credit notes, gets none.
 */
export async function runReminders(strapi: Core.Strapi, date: string): Promise<ReminderRun> {
  const { enabled, offsets } = await reminderSettings(strapi);
  const run: ReminderRun = { date, enabled, sent: [], failed: [] };
  if (!enabled || !offsets.length) return run;
  const overdue = await strapi.db.query(INVOICE_UID).findMany({
    where: { state: "issued", status: { $ne: "paid" }, dueDate: { $lte: addDaysToDay(date, -offsets[0]!) } },
    select: ["documentId", "dueDate"],
    orderBy: [{ dueDate: "asc" }, { id: "asc" }],
  });
  if (!overdue.length) return run;
  const company = await loadCompany(strapi);
  for (const { documentId, dueDate } of overdue as Array<{ documentId: string; dueDate: string }>) {
    const due = await amountDue(strapi, documentId);
    if (due <= 0) continue;
    const sentBefore = await strapi.db
      .query(REMINDER_UID)
      .findMany({ where: { invoiceDocumentId: documentId }, select: ["daysAfterDue"] });
    const offset = reminderDue(
      String(dueDate).slice(0, 10),
      date,
      offsets,
      sentBefore.map((row: { daysAfterDue: number }) => Number(row.daysAfterDue)),
    );
    if (offset === null) continue;
    const record = await loadSalesDocument(strapi, "invoice", documentId);
    const to = record?.client?.email;
    if (!record || !to) continue;
    const number = documentNumber("invoice", record);
    const mail = reminderMailDraft({
      number,
      amountDue: due,
      dueDate: String(dueDate).slice(0, 10),
      daysLate: daysFromTo(String(dueDate).slice(0, 10), date),
      companyName: company.name,
    });
    // Made before the transaction, which it would make long (SQLite writes one at a time): two processes running
    // the job at once may both make it, one sends it.
    const attachment = await salesPdfFile(strapi, "invoice", record);
    // The reminder's record, its mail in the outbox and its journal entry stand or fall together: the unique
    // (invoice, offset) index of the record lets one run, of one process, send it; a refused mail or entry leaves no
    // record, so that the next run tries again (the outbox then retries a mail the SMTP server refuses).
    try {
      await strapi.db.transaction(async () => {
        await strapi.documents(REMINDER_UID).create({
          data: documentData<typeof REMINDER_UID>({
            invoiceDocumentId: documentId,
            invoiceNumber: number,
            daysAfterDue: offset,
            day: date,
            to,
          }),
        });
        // With a new link to the invoice's page (what is left to pay, where to pay it), as every sending has, unless
        // staff revoked its link: the job does not reopen what they closed.
        const link = (await lastLinkRevoked(strapi, "invoice", documentId))
          ? undefined
          : await newClientLink(strapi, "invoice", documentId, number);
        await mailWithPdf(strapi, { to, ...mail, attachment, link }, `Relance ${number}`);
        await appendEntry(strapi, {
          action: "reminder",
          resource: JOURNALED_ON,
          recordId: documentId,
          number,
          changes: { daysAfterDue: [null, offset], to: [null, to], amountDue: [null, due] },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      const message = refusal(error);
      strapi.log.error(`Reminder of ${number} (${offset} days) not sent, retried at the next run: ${message}`);
      run.failed.push({ invoice: documentId, number, error: message });
      continue;
    }
    run.sent.push({ invoice: documentId, number, daysAfterDue: offset, to });
  }
  return run;
}
