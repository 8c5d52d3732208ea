import { describe, expect, it } from "vitest";
import { divideRoundHalfAway, multiplyRounded, percentOf, toSafeNumber, toScaledDecimal } from "./decimal.js";

describe("toScaledDecimal", () => {
  it("reads the decimal a person typed", () => {
    expect(toScaledDecimal(1.005)).toEqual({ units: 1005n, scale: 3 });
    expect(toScaledDecimal(-2.5)).toEqual({ units: -25n, scale: 1 });
    expect(toScaledDecimal(42)).toEqual({ units: 42n, scale: 0 });
    expect(toScaledDecimal(0)).toEqual({ units: 0n, scale: 0 });
  });

  it("reads the exponent forms String() gives to tiny and huge numbers", () => {
    expect(toScaledDecimal(1.5e-7)).toEqual({ units: 15n, scale: 8 });
    expect(toScaledDecimal(-1.5e-7)).toEqual({ units: -15n, scale: 8 });
    expect(toScaledDecimal(1e21)).toEqual({ units: 1_000_000_000_000_000_000_000n, scale: 0 });
    expect(toScaledDecimal(2.5e21)).toEqual({ units: 2_500_000_000_000_000_000_000n, scale: 0 });
  });

  it("refuses what is not a finite number", () => {
    expect(() => toScaledDecimal(Number.NaN)).toThrow("Montant invalide : NaN");
    expect(() => toScaledDecimal(Number.POSITIVE_INFINITY)).toThrow("Montant invalide : Infinity");
    expect(() => toScaledDecimal(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("divideRoundHalfAway", () => {
  it("rounds halves away from zero on both sides", () => {
    expect(divideRoundHalfAway(5n, 2n)).toBe(3n);
    expect(divideRoundHalfAway(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfAway(6n, 4n)).toBe(2n);
    expect(divideRoundHalfAway(-6n, 4n)).toBe(-2n);
  });

  it("rounds the rest to the nearest", () => {
    expect(divideRoundHalfAway(4n, 3n)).toBe(1n);
    expect(divideRoundHalfAway(-4n, 3n)).toBe(-1n);
    expect(divideRoundHalfAway(2n, 3n)).toBe(1n);
    expect(divideRoundHalfAway(1n, 3n)).toBe(0n);
    expect(divideRoundHalfAway(9n, 3n)).toBe(3n);
    expect(divideRoundHalfAway(0n, 7n)).toBe(0n);
  });
});

describe("multiplyRounded", () => {
  it("multiplies exactly and rounds once", () => {
    expect(multiplyRounded([1.005], 2)).toBe(101n);
    expect(multiplyRounded([-1.005], 2)).toBe(-101n);
    expect(multiplyRounded([0.333, 3], 2)).toBe(100n);
    expect(multiplyRounded([2, 3.5], 2)).toBe(700n);
    expect(multiplyRounded([1.5, 1.5, 1.5], 2)).toBe(338n);
    expect(multiplyRounded([1.5], 1)).toBe(15n);
    expect(multiplyRounded([12.345], 0)).toBe(12n);
  });

  it("gives 1 for an empty product", () => {
    expect(multiplyRounded([], 2)).toBe(100n);
  });
});

describe("toSafeNumber", () => {
  it("converts what a double holds exactly", () => {
    expect(toSafeNumber(5n)).toBe(5);
    expect(toSafeNumber(-5n)).toBe(-5);
    expect(toSafeNumber(9_007_199_254_740_991n)).toBe(9_007_199_254_740_991);
    expect(Object.is(toSafeNumber(0n), 0)).toBe(true);
  });

  it("refuses what it does not", () => {
    expect(() => toSafeNumber(9_007_199_254_740_992n)).toThrow("Montant trop grand pour être calculé au centime près");
    expect(() => toSafeNumber(-9_007_199_254_740_992n)).toThrow(RangeError);
  });
});

describe("percentOf", () => {
  it("takes a percentage, rounded half away from zero", () => {
    expect(percentOf(10_000n, 20)).toBe(2_000n);
    expect(percentOf(1_005n, 10)).toBe(101n);
    expect(percentOf(-1_005n, 10)).toBe(-101n);
    expect(percentOf(999n, 12.5)).toBe(125n);
    expect(percentOf(1_000n, 0)).toBe(0n);
  });
});
