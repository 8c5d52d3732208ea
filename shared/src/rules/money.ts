import { multiplyRounded, toSafeNumber } from "./decimal.js";

/**
 * Amount in DH -> integer centimes, rounded half away from zero.
 * Robust to float noise: 1.005 -> 101, 0.1 + 0.2 -> 30.
 * Throws a RangeError for NaN, Infinity or amounts beyond safe integers.
 */
export function toCentimes(amount: number): number {
  return toSafeNumber(multiplyRounded([amount], 2));
}

/** Integer centimes -> amount in DH (at most 2 decimals). */
export function fromCentimes(centimes: number): number {
  const amount = centimes / 100;
  return amount === 0 ? 0 : amount;
}

/** Rounds an amount in DH to the centime, half away from zero. */
export function roundToCentime(amount: number): number {
  return fromCentimes(toCentimes(amount));
}

const frenchNumber = new Intl.NumberFormat("fr-FR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * "1 234 567,80 DH". Intl groups thousands with U+202F (narrow no-break space)
 * and, in older ICU data, U+00A0; both become a plain U+0020 space so that
 * PDFs, CSV files and tests see the same bytes whatever the runtime. Below 0
 * (a refund), the minus sign of French typography, U+2212, where Intl writes a
 * hyphen: "−1 200,00 DH", as the printed totals write their deductions.
 * The amount is rounded to the centime first, so 1.005 shows as "1,01 DH".
 */
export function formatDH(amount: number): string {
  const formatted = frenchNumber.format(roundToCentime(amount));
  return `${formatted.replace(/[\u202F\u00A0]/g, " ").replace(/^-/, "\u2212")} DH`;
}
