export type CsvCell = string | number | null | undefined;

export type CsvOptions = {
  /** Field separator; ";" because French Excel expects it. */
  separator?: string;
  /** Leading U+FEFF so that Excel reads the file as UTF-8 (accents). */
  bom?: boolean;
};

const FORMULA_TRIGGERS = ["=", "+", "-", "@", "\t", "\r"];

/**
 * Defuses spreadsheet formula injection: a cell that a spreadsheet would read
 * as a formula (=, +, -, @, tab, carriage return first) is prefixed with "'".
 */
export function neutraliseCell(value: string): string {
  return FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
}

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) {
    return "";
  }
  if (typeof cell === "number") {
    // Numbers are our own data, not user text: "-5" must stay a number.
    return Number.isFinite(cell) ? String(cell) : "";
  }
  return neutraliseCell(cell);
}

function quoteIfNeeded(text: string, separator: string): string {
  const needsQuotes = text.includes(separator) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 style CSV: cells neutralised, then quoted when they contain the
 * separator, a quote or a line break; CRLF after every record.
 */
export function buildCsv(
  headers: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<CsvCell>>,
  options: CsvOptions = {},
): string {
  const { separator = ";", bom = true } = options;
  if (separator.length !== 1 || /["\r\n]/.test(separator)) {
    throw new RangeError("Le séparateur CSV doit être un seul caractère autre qu'un guillemet ou un saut de ligne");
  }
  const record = (cells: ReadonlyArray<CsvCell>): string =>
    cells.map((cell) => quoteIfNeeded(cellText(cell), separator)).join(separator);
  const body = [headers, ...rows].map((cells) => `${record(cells)}\r\n`).join("");
  return bom ? `\uFEFF${body}` : body;
}
