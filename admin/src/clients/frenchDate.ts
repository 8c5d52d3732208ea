const frenchDay = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC" });

/**
 * "28/02/2026" for a date the API sends as "2026-02-28" or as a full timestamp. A bare day
 * is read as UTC midnight, so it is formatted in UTC too, or it would shift a day west of Greenwich.
 */
export const formatFrenchDate = (value: string): string => {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return day ? frenchDay.format(date) : date.toLocaleDateString("fr-FR");
};
