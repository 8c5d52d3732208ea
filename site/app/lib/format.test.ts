import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatTime } from "./format";

describe("formatDate", () => {
  it("writes a calendar date in each language, Arabic with Morocco's month names and Latin digits", () => {
    expect(formatDate("fr", "2026-08-05")).toBe("5 août 2026");
    expect(formatDate("en", "2026-08-05")).toBe("August 5, 2026");
    expect(formatDate("ar", "2026-08-05")).toBe("5 غشت 2026");
    expect(formatDate("ar", "2026-11-29")).toBe("29 نونبر 2026");
  });

  it("keeps the day of an instant near midnight, and answers null for nothing or a wrong date", () => {
    expect(formatDate("fr", "2026-01-01T23:30:00.000Z")).toBe("1 janvier 2026");
    expect(formatDate("fr", null)).toBeNull();
    expect(formatDate("fr", "2026-13-45")).toBeNull();
  });
});

describe("formatDateTime", () => {
  it("writes an instant as Casablanca's date and time: UTC+1, UTC+0 during Ramadan", () => {
    expect(formatDateTime("fr", "2026-11-29T03:09:00Z")).toBe("29 novembre 2026 à 04:09");
    expect(formatDateTime("ar", "2026-11-29T03:09:00Z")).toBe("29 نونبر 2026 في 04:09");
    expect(formatDateTime("en", "2026-11-29T15:09:00Z")).toBe("November 29, 2026 at 4:09 PM");
    // Morocco sets its clocks back an hour for Ramadan (mid-February to mid-March 2027).
    expect(formatDateTime("fr", "2027-02-27T03:09:00Z")).toBe("27 février 2027 à 03:09");
  });
});

describe("formatTime", () => {
  it("writes a stored opening time on each language's clock", () => {
    expect(formatTime("fr", "09:30:00.000")).toBe("9:30");
    expect(formatTime("ar", "18:00:00.000")).toBe("18:00");
    expect(formatTime("en", "18:00:00.000")).toBe("6:00 PM");
  });

  it("answers null for no time or one it cannot read", () => {
    expect(formatTime("fr", null)).toBeNull();
    expect(formatTime("fr", "9h30")).toBeNull();
  });
});
