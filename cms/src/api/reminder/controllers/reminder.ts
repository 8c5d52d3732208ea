import type { Core } from "@strapi/strapi";
import { todayInMorocco } from "@agency/shared";
import { jobRun } from "../../../jobs/run";
import { runReminders } from "../../../sales/reminders";

// Reminders are written by the daily job only: no route reads or writes them but its run.
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/reminders/run { date }: the daily job's reminders for that day (today if absent). */
  run: jobRun((date) => runReminders(strapi, date ?? todayInMorocco())),
});
