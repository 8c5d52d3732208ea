import { addDaysToDay } from "./dates.js";

/**
 * The ageing report's columns (balance âgée): what is due, by how many days
 * past its due date it is on the report's date. An invoice due on that very
 * day is not yet late.
 */
export const AGEING_BUCKETS = [
  { key: "current", label: "Non échu", minDaysLate: -Infinity },
  { key: "days1to30", label: "1 à 30 jours", minDaysLate: 1 },
  { key: "days31to60", label: "31 à 60 jours", minDaysLate: 31 },
  { key: "days61to90", label: "61 à 90 jours", minDaysLate: 61 },
  { key: "over90", label: "Plus de 90 jours", minDaysLate: 91 },
] as const;

export type AgeingBucket = (typeof AGEING_BUCKETS)[number]["key"];

/** The bucket of an amount this many days past due. */
export function ageingBucketOf(daysLate: number): AgeingBucket {
  return AGEING_BUCKETS.filter((bucket) => daysLate >= bucket.minDaysLate).at(-1)!.key;
}

/**
 * Each late bucket with the latest due date that falls in it on `date`:
 * a database sorts the invoices by comparing their due date with these days,
 * with no date arithmetic of its own (SQLite and PostgreSQL have none in common).
 */
export function ageingDueBefore(date: string): Array<{ key: AgeingBucket; dueOnOrBefore: string }> {
  return AGEING_BUCKETS.slice(1).map((bucket) => ({
    key: bucket.key,
    dueOnOrBefore: addDaysToDay(date, -bucket.minDaysLate),
  }));
}
