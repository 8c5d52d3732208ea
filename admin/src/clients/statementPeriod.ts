import type { ExportFormat } from "../documents/documentPaths";
import { isCalendarDay } from "../fields/calendarDay";

/** The period of a client's statement (relevé de compte), both days included. */
export interface StatementPeriod {
  from: string;
  to: string;
}

/** From the first of January of `today`'s year to `today`. */
export const defaultStatementPeriod = (today: string): StatementPeriod => ({
  from: `${today.slice(0, 4)}-01-01`,
  to: today,
});

/** What is wrong with the period, if anything: a day not fully typed, or an end before the start. */
export const statementPeriodProblem = ({ from, to }: StatementPeriod): "incomplete" | "reversed" | null => {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return "incomplete";
  // ISO days compare as strings.
  return from > to ? "reversed" : null;
};

/** `GET /api/clients/:id/statement` as the server's PDF or Excel file. */
export const statementPath = (clientId: string, { from, to }: StatementPeriod, format: ExportFormat): string =>
  `/api/clients/${encodeURIComponent(clientId)}/statement?${new URLSearchParams({ from, to, format }).toString()}`;

/** The server's name for the file (`releve_<client>_<from>_<to>`), used if its header cannot be read. */
export const statementFileName = (clientName: string, { from, to }: StatementPeriod, format: ExportFormat): string =>
  `releve_${clientName.replace(/[^\w.-]/g, "_")}_${from}_${to}.${format}`;
