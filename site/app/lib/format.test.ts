import { describe, expect, it } from "vitest";
import type { Language } from "../i18n";
import { formatDate, formatDateTime, formatTime } from "./format";

type Case = [language: Language, input: string, written: string];

describe("formatDate: a calendar date, Arabic with Morocco's month names and Latin digits", () => {
  it.each<Case>([
    ["fr", "2026-08-05", "5 août 2026"],
    ["en", "2026-08-05", "August 5, 2026"],
    ["ar", "2026-08-05", "5 غشت 2026"],
    ["ar", "2026-11-29", "29 نونبر 2026"],
    // An instant near midnight keeps its day.
    ["fr", "2026-01-01T23:30:00.000Z", "1 janvier 2026"],
  ])("%s %s → %s", (language, input, written) => expect(formatDate(language, input)).toBe(written));

  it("answers null for nothing or a wrong date", () => {
    expect(formatDate("fr", null)).toBeNull();
    expect(formatDate("fr", "2026-13-45")).toBeNull();
  });
});

describe("formatDateTime: an instant in Casablanca, UTC+1, UTC+0 during Ramadan", () => {
  it.each<Case>([
    ["fr", "2026-11-29T03:09:00Z", "29 novembre 2026 à 04:09"],
    ["ar", "2026-11-29T03:09:00Z", "29 نونبر 2026 في 04:09"],
    ["en", "2026-11-29T15:09:00Z", "November 29, 2026 at 4:09 PM"],
    // Morocco sets its clocks back an hour for Ramadan (mid-February to mid-March 2027).
    ["fr", "2027-02-27T03:09:00Z", "27 février 2027 à 03:09"],
  ])("%s %s → %s", (language, input, written) => expect(formatDateTime(language, input)).toBe(written));
});

describe("formatTime: a stored opening time on each language's clock", () => {
  it.each<[Language, string | null, string | null]>([
    ["fr", "09:30:00.000", "9:30"],
    ["ar", "18:00:00.000", "18:00"],
    ["en", "18:00:00.000", "6:00 PM"],
    ["fr", null, null],
    ["fr", "9h30", null],
  ])("%s %s → %s", (language, input, written) => expect(formatTime(language, input)).toBe(written));
});
