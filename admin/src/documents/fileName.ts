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
