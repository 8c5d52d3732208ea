import type { Core } from "@strapi/strapi";
import { todayInMorocco } from "@agency/shared";
import { runRecurringInvoices } from "../sales/recurring";
import { runReminders } from "../sales/reminders";

/**
 * The morning job (Casablanca time): the day's recurring invoices first, then the reminders. Every process of a
 * deployment may run it: unique keys let each invoice and reminder be made once.
 */
export async function runDailyJob(strapi: Core.Strapi, day = todayInMorocco()) {
  const recurring = await runRecurringInvoices(strapi, day);
  const reminders = await runReminders(strapi, day);
  strapi.log.info(
    `Daily job of ${day}: ${recurring.created.length} recurring invoice(s), ${reminders.sent.length} reminder(s), ${reminders.failed.length} refused.`,
  );
  return { recurring, reminders };
}
