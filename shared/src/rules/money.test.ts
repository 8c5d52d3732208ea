import { describe, expect, it } from "vitest";
import { formatDH, fromCentimes, roundToCentime, toCentimes } from "./money.js";

describe("toCentimes", () => {
  it("rounds half away from zero despite float noise", () => {
    expect(toCentimes(1.005)).toBe(101);
    expect(toCentimes(-1.005)).toBe(-101);
    expect(toCentimes(1.004)).toBe(100);
    expect(toCentimes(0.1 + 0.2)).toBe(30);
    expect(toCentimes(33.335)).toBe(3334);
    expect(toCentimes(1234567.8)).toBe(123456780);
  });

  it("handles tiny and exponent-notation numbers", () => {
    expect(toCentimes(1e-7)).toBe(0);
    expect(toCentimes(0.005)).toBe(1);
    expect(toCentimes(1e10)).toBe(1e12);
    expect(Object.is(toCentimes(-0.001), 0)).toBe(true);
  });

  it("refuses amounts it cannot represent exactly", () => {
    expect(() => toCentimes(Number.NaN)).toThrow(RangeError);
    expect(() => toCentimes(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCentimes(1e20)).toThrow(RangeError);
  });
});

describe("fromCentimes / roundToCentime", () => {
  it("converts back to DH", () => {
    expect(fromCentimes(101)).toBe(1.01);
    expect(fromCentimes(-5)).toBe(-0.05);
    expect(roundToCentime(2.675)).toBe(2.68);
    expect(Object.is(fromCentimes(-0), 0)).toBe(true);
    expect(Object.is(roundToCentime(-0.004), 0)).toBe(true);
  });
});

describe("formatDH", () => {
  it("uses French grouping with plain spaces and a comma", () => {
    expect(formatDH(1234567.8)).toBe("1 234 567,80 DH");
    expect(formatDH(0)).toBe("0,00 DH");
    expect(formatDH(999.999)).toBe("1 000,00 DH");
    expect(formatDH(1.005)).toBe("1,01 DH");
  });

  it("shows negative amounts and no negative zero", () => {
    expect(formatDH(-1500.5)).toBe("−1 500,50 DH");
    expect(formatDH(-0.001)).toBe("0,00 DH");
  });

  it("never contains no-break spaces", () => {
    expect(formatDH(123456789)).not.toMatch(/[\u00A0\u202F]/);
  });
});
