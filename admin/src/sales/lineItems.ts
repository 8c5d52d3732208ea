import { computeTotals, DEFAULT_TAX_RATE, type DocumentTotals, type LineInput } from "@agency/shared";

/** One line as the form holds it: a cleared number input holds null. */
export type LineFormValues = {
  description: string;
  quantity: number | null;
  unit: string;
  unitPrice: number | null;
  discount: number | null;
  taxRate: number;
};

/** The fields every invoice and quote form has in common with the line editor. */
export type LinesFormValues = {
  items: LineFormValues[];
};

/** A new line: one unit, no discount, the default TVA; the price is left for the user. */
export const newLine = (): LineFormValues => ({
  description: "",
  quantity: 1,
  unit: "",
  unitPrice: 0,
  discount: 0,
  taxRate: DEFAULT_TAX_RATE,
});

/** A stored line, back in the form (amounts may arrive as decimal strings, hence Number). */
export const lineFormValues = (line: {
  description: string;
  quantity: number;
  unit?: string | null;
  unitPrice: number;
  discount: number;
  taxRate: number;
}): LineFormValues => ({
  description: line.description,
  quantity: line.quantity,
  unit: line.unit ?? "",
  unitPrice: line.unitPrice,
  discount: line.discount,
  taxRate: line.taxRate,
});

/** A line as the API takes it, before the shared schema checks it. */
export interface LinePayload {
  description: string;
  quantity: number | null;
  unit: string | null;
  unitPrice: number;
  discount: number;
  taxRate: number;
}

/**
 * An empty price or discount counts as 0, so an unpriced line gets the spec's "description
 * and price" message rather than a type error; an empty quantity stays empty and gets the
 * schema's quantity message.
 */
export const linePayload = (line: LineFormValues): LinePayload => ({
  description: line.description.trim(),
  quantity: line.quantity,
  unit: line.unit.trim() || null,
  unitPrice: line.unitPrice ?? 0,
  discount: line.discount ?? 0,
  taxRate: line.taxRate,
});

const finiteOrZero = (value: number | null | undefined): number =>
  typeof value === "number" && Number.isFinite(value) ? value : 0;

/** What the totals see of a half-typed line: anything not yet a number counts as 0. */
export const lineInput = (line: Partial<LineFormValues> | undefined): LineInput => ({
  quantity: finiteOrZero(line?.quantity),
  unitPrice: finiteOrZero(line?.unitPrice),
  discount: finiteOrZero(line?.discount),
  taxRate: finiteOrZero(line?.taxRate),
});

/**
 * Live totals while the user types, with the server's own function. Undefined when an amount
 * is too large to be computed to the centime (computeTotals refuses it).
 */
export const liveTotals = (lines: ReadonlyArray<Partial<LineFormValues> | undefined>): DocumentTotals | undefined => {
  try {
    return computeTotals(lines.map(lineInput));
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
};

/** Total of one line as typed (discount off, TVA on), or undefined when too large. */
export const liveLineTotal = (line: Partial<LineFormValues> | undefined): number | undefined =>
  liveTotals([line])?.totalAmount;
