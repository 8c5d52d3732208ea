/** Sales documents that carry a number of the form PREFIX-YY-NNNN. */
export const DOCUMENT_KINDS = ["invoice", "quote", "delivery"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Everything numbered in the book: the sales documents and the credit notes that correct invoices. */
export type NumberedKind = DocumentKind | "creditNote";

export const DOCUMENT_PREFIX: Readonly<Record<NumberedKind, string>> = {
  invoice: "FA",
  quote: "DEVIS",
  delivery: "BL",
  creditNote: "AV",
};

export type ParsedDocumentNumber = { year2: number; sequence: number };

const SEQUENCE_WIDTH = 4;

// Strict on purpose: a hand-edited "FA-26-7" or "fa-26-0007" is not ours to count.
const PATTERNS: Readonly<Record<NumberedKind, RegExp>> = {
  invoice: /^FA-(\d{2})-(\d{4,})$/,
  quote: /^DEVIS-(\d{2})-(\d{4,})$/,
  delivery: /^BL-(\d{2})-(\d{4,})$/,
  creditNote: /^AV-(\d{2})-(\d{4,})$/,
};

/** Last two digits of a year: 2026 -> 26, 26 -> 26. */
function twoDigitYear(year: number): number {
  if (!Number.isInteger(year) || year < 0) {
    throw new RangeError(`Année invalide : ${String(year)}`);
  }
  return year % 100;
}

/** "FA-26-0007". Sequences above 9999 simply get more digits. */
export function formatDocumentNumber(kind: NumberedKind, year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`Numéro de séquence invalide : ${String(sequence)}`);
  }
  const yy = String(twoDigitYear(year)).padStart(2, "0");
  const nnnn = String(sequence).padStart(SEQUENCE_WIDTH, "0");
  return `${DOCUMENT_PREFIX[kind]}-${yy}-${nnnn}`;
}

/** Splits a well-formed number, or null when it does not follow the format. */
export function parseDocumentNumber(kind: NumberedKind, value: string): ParsedDocumentNumber | null {
  const match = PATTERNS[kind].exec(value);
  if (!match || match[1] === undefined || match[2] === undefined) {
    return null;
  }
  const sequence = Number(match[2]);
  if (!Number.isSafeInteger(sequence)) {
    return null;
  }
  return { year2: Number(match[1]), sequence };
}

export function isWellFormedDocumentNumber(kind: NumberedKind, value: string): boolean {
  return parseDocumentNumber(kind, value) !== null;
}

/**
 * Next number for the year of `now` (local calendar): highest sequence among
 * that year's well-formed numbers plus 1, or 0001 when there is none.
 * Gaps are not filled: a deleted or hand-picked number is never reissued below
 * the highest one. Uniqueness itself is the database's job.
 */
export function nextDocumentNumber(kind: NumberedKind, existingNumbers: readonly string[], now: Date): string {
  const year = now.getFullYear();
  const year2 = twoDigitYear(year);
  let highest = 0;
  for (const value of existingNumbers) {
    const parsed = parseDocumentNumber(kind, value);
    if (parsed && parsed.year2 === year2 && parsed.sequence > highest) {
      highest = parsed.sequence;
    }
  }
  return formatDocumentNumber(kind, year, highest + 1);
}
