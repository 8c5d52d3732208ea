import type { DashboardAlert } from "./summary";

/**
 * The translation key and options of an alert's sentence, e.g. "3 factures impayées en
 * retard": the count picks the singular or plural form (polyglot's smart_count).
 */
export const alertSentence = (alert: Pick<DashboardAlert, "type" | "count">) => ({
  key: `app.dashboard_screen.alerts.${alert.type}`,
  options: { smart_count: alert.count },
});
