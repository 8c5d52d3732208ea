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
export const fallbackFileName = (today: Date): string =>
  `abonnes_${today.toISOString().slice(0, 10)}.csv`;

/**
 * File name of a `Content-Disposition` header: RFC 6266's `filename*=UTF-8''…` first, then
 * `filename="…"` or a bare `filename=…`. Path separators are dropped: the name is only a name.
 */
export const fileNameFromDisposition = (header: string | null, fallback: string): string => {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name: string | undefined;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed percent-encoding: fall through to the plain parameter.
    }
  }
  name ??= /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header)?.slice(1).find(Boolean)?.trim();
  const safe = name?.replace(/[/\\]/g, "_");
  return safe ? safe : fallback;
};
