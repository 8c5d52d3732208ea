import { multiplyRounded, percentOf, toSafeNumber } from "./decimal.js";
import { fromCentimes } from "./money.js";

/** One invoice or quote line as typed by a user. Percentages are 0-100. */
export type LineInput = {
  description?: string;
  quantity: number;
  unitPrice: number;
  /** Discount in percent, 0-100; defaults to 0. */
  discount?: number;
  /** Tax (TVA) rate in percent; defaults to 0. */
  taxRate?: number;
};

/** Amounts of one line, in DH with at most 2 decimals. */
export type LineTotals = {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
};

export type TaxBreakdown = { rate: number; base: number; tax: number };

export type DocumentTotals = {
  subtotal: number;
  totalDiscount: number;
  totalTax: number;
  totalAmount: number;
  /** One entry per tax rate in use, sorted by rate. */
  taxByRate: TaxBreakdown[];
  lines: LineTotals[];
};

type LineCentimes = { gross: bigint; discount: bigint; tax: bigint; total: bigint; rate: number };

// Every amount is an integer number of centimes, rounded once per step, so the
// printed lines always add up to the printed document totals.
function lineCentimes(line: LineInput): LineCentimes {
  const discountRate = line.discount ?? 0;
  const rate = line.taxRate ?? 0;
  const gross = multiplyRounded([line.quantity, line.unitPrice], 2);
  const discount = percentOf(gross, discountRate);
  const taxable = gross - discount;
  const tax = percentOf(taxable, rate);
  return { gross, discount, tax, total: taxable + tax, rate };
}

function toDH(centimes: bigint): number {
  return fromCentimes(toSafeNumber(centimes));
}

function toLineTotals(c: LineCentimes): LineTotals {
  return { subtotal: toDH(c.gross), discount: toDH(c.discount), tax: toDH(c.tax), total: toDH(c.total) };
}

/**
 * Totals of one line: subtotal = quantity × unit price; the discount percent
 * applies to the subtotal; the tax percent applies to the discounted amount.
 */
export function computeLine(line: LineInput): LineTotals {
  return toLineTotals(lineCentimes(line));
}

/**
 * Totals of a document. Document amounts are exact sums of the line centimes;
 * the per-rate breakdown (for the TVA summary) sums taxable bases and taxes.
 */
export function computeTotals(lines: readonly LineInput[]): DocumentTotals {
  const perLine = lines.map(lineCentimes);
  let gross = 0n;
  let discount = 0n;
  let tax = 0n;
  let total = 0n;
  const byRate = new Map<number, { base: bigint; tax: bigint }>();
  for (const c of perLine) {
    gross += c.gross;
    discount += c.discount;
    tax += c.tax;
    total += c.total;
    const entry = byRate.get(c.rate) ?? { base: 0n, tax: 0n };
    byRate.set(c.rate, { base: entry.base + (c.gross - c.discount), tax: entry.tax + c.tax });
  }
  const taxByRate = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, entry]) => ({ rate, base: toDH(entry.base), tax: toDH(entry.tax) }));
  return {
    subtotal: toDH(gross),
    totalDiscount: toDH(discount),
    totalTax: toDH(tax),
    totalAmount: toDH(total),
    taxByRate,
    lines: perLine.map(toLineTotals),
  };
}
