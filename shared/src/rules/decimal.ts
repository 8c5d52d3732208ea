/**
 * Exact decimal arithmetic for money, on BigInt.
 *
 * A JS number such as 1.005 is stored as 1.00499999…; multiplying it by 100
 * and rounding gives 100 instead of the 101 a person expects. We therefore read
 * every number through its shortest round-trip decimal string (what the user
 * typed, "1.005") and do the arithmetic on exact scaled integers.
 */

/** An exact decimal: value = units / 10^scale. */
export interface ScaledDecimal {
  readonly units: bigint;
  readonly scale: number;
}

const TEN = 10n;

function pow10(exponent: number): bigint {
  return TEN ** BigInt(exponent);
}

/** Reads a finite number as the exact decimal of its shortest string form. */
export function toScaledDecimal(value: number): ScaledDecimal {
  if (!Number.isFinite(value)) {
    throw new RangeError(`Montant invalide : ${String(value)}`);
  }
  // String() gives the shortest decimal that round-trips, possibly "1.5e-7" or "1e+21".
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(text);
  if (!match) {
    throw new RangeError(`Montant invalide : ${text}`);
  }
  const sign = match[1] === "-" ? -1n : 1n;
  const intDigits = match[2] ?? "0";
  const fracDigits = match[3] ?? "";
  const exponent = Number(match[4] ?? "0");
  let units = BigInt(intDigits + fracDigits) * sign;
  let scale = fracDigits.length - exponent;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units, scale };
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
export function divideRoundHalfAway(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

/**
 * Product of the given numbers, expressed in units of 10^-decimals and rounded
 * once, half away from zero. Used for quantity × price and percentages.
 */
export function multiplyRounded(factors: readonly number[], decimals: number): bigint {
  let units = 1n;
  let scale = 0;
  for (const factor of factors) {
    const scaled = toScaledDecimal(factor);
    units *= scaled.units;
    scale += scaled.scale;
  }
  const shift = scale - decimals;
  return shift <= 0 ? units * pow10(-shift) : divideRoundHalfAway(units, pow10(shift));
}

/** Converts a BigInt to a number, refusing values a double cannot hold exactly. */
export function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) {
    throw new RangeError("Montant trop grand pour être calculé au centime près");
  }
  // Avoid -0 leaking into displays as "-0,00".
  return result === 0 ? 0 : result;
}

/** percent % of an amount in integer units, rounded half away from zero. */
export function percentOf(amount: bigint, percent: number): bigint {
  const rate = toScaledDecimal(percent);
  return divideRoundHalfAway(amount * rate.units, 100n * pow10(rate.scale));
}
