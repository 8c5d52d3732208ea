import { appendFilters, withQuery } from "../providers/strapiQuery";

const EXPORT_PATH = "/api/subscribers/export.csv";

/**
 * The export's address with the list's current filters, built by the data provider's own
 * filter translation so the file holds exactly the rows the search shows (every page of them).
 */
export const exportCsvPath = (filter: Record<string, unknown>): string => {
  const query = new URLSearchParams();
  appendFilters(query, "subscribers", filter);
  return withQuery(EXPORT_PATH, query);
};

/** The server names the file `abonnes_YYYY-MM-DD.csv`; this stands in if the header is unreadable. */
export const fallbackFileName = (today: Date): string => `abonnes_${today.toISOString().slice(0, 10)}.csv`;
