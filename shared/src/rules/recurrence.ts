import type { RecurrenceFrequency } from "../labels/recurring.js";
import { addDaysToDay } from "./dates.js";

const MONTHS: Record<RecurrenceFrequency, number> = { monthly: 1, quarterly: 3, yearly: 12 };

const lastDayOfMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The `index`-th invoice date of a retainer started on `start` (index 0 is the start): always the start's day of the
 * month, or the last day of a shorter month, so that 31 January gives 28 (29) February, then 31 March.
 */
export function occurrence(start: string, frequency: RecurrenceFrequency, index: number): string {
  const [year, month, day] = start.split("-").map(Number) as [number, number, number];
  const monthIndex = month - 1 + index * MONTHS[frequency];
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const targetDay = Math.min(day, lastDayOfMonth(targetYear, targetMonth));
  return new Date(Date.UTC(targetYear, targetMonth, targetDay)).toISOString().slice(0, 10);
}

/** The first invoice date of the retainer strictly after `day`. */
export function occurrenceAfter(start: string, frequency: RecurrenceFrequency, day: string): string {
  let index = 0;
  while (occurrence(start, frequency, index) <= day) index += 1;
  return occurrence(start, frequency, index);
}

/** The first invoice date of the retainer on or after `day` (its start when `day` comes before). */
export function occurrenceFrom(start: string, frequency: RecurrenceFrequency, day: string): string {
  return occurrenceAfter(start, frequency, addDaysToDay(day, -1));
}

export interface Recurrence {
  startDate: string;
  frequency: RecurrenceFrequency;
  nextDate: string;
  endDate?: string | null;
}

/**
 * The invoice dates a run for `day` owes, oldest first: from the retainer's next date up to `day`, none after its end
 * date, so that a server that missed days catches up, one invoice per period.
 */
export function occurrencesDue(recurrence: Recurrence, day: string): string[] {
  const last = recurrence.endDate && recurrence.endDate < day ? recurrence.endDate : day;
  const dates: string[] = [];
  for (
    let date = recurrence.nextDate;
    date <= last;
    date = occurrenceAfter(recurrence.startDate, recurrence.frequency, date)
  ) {
    dates.push(date);
  }
  return dates;
}

/** A retainer's amount per month, for the client page and the dashboard's recurring revenue. */
export function monthlyAmount(totalAmount: number, frequency: RecurrenceFrequency): number {
  return Math.round((totalAmount / MONTHS[frequency]) * 100) / 100;
}

/** Reminders (relances), in days after the due date, when the settings say nothing. */
export const DEFAULT_REMINDER_DAYS = [7, 15, 30] as const;

/** "7, 15, 30" as the settings keep it: positive whole days, sorted, without repeats; null when malformed. */
export function parseReminderDays(text: string | null | undefined): number[] | null {
  if (!text?.trim()) return [...DEFAULT_REMINDER_DAYS];
  const parts = text.split(/[,;\s]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) > 0)) return null;
  return [...new Set(parts.map(Number))].sort((a, b) => a - b);
}

/**
 * The reminder an unpaid invoice owes on `day`: the latest offset already reached, unless a reminder for it (or a
 * later one) went out; one mail per invoice per run, so a late server sends the current reminder, not every missed one.
 */
export function reminderDue(
  dueDate: string,
  day: string,
  offsets: readonly number[],
  sent: readonly number[],
): number | null {
  const reached = offsets.filter((offset) => addDaysToDay(dueDate, offset) <= day);
  const latest = reached.at(-1);
  if (latest === undefined || sent.some((offset) => offset >= latest)) return null;
  return latest;
}
