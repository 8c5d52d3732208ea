import { isIsoDate } from "@agency/shared";

/** A whole day as a date input gives it, "2026-11-25"; an unfinished input gives "". */
export const isCalendarDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && isIsoDate(value);
