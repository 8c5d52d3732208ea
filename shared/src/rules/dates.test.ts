import { describe, expect, it } from "vitest";
import {
  addDaysToDay,
  casablancaDateTime,
  casablancaTime,
  casablancaTimestamp,
  dayAsUtcDate,
  daysFromTo,
  dueDateFor,
  formatFrenchDate,
  frenchDateOrDash,
  QUOTE_VALIDITY_DAYS,
  todayInMorocco,
  validUntilFor,
} from "./dates.js";

describe("formatFrenchDate", () => {
  it("shows a bare day as that day, whatever the time zone", () => {
    expect(formatFrenchDate("2026-02-28")).toBe("28/02/2026");
    expect(formatFrenchDate("2026-01-01")).toBe("01/01/2026");
  });

  it("shows a timestamp as the day it was in Morocco", () => {
    expect(formatFrenchDate("2026-11-09T23:30:00.000Z")).toBe("10/11/2026");
    expect(formatFrenchDate(new Date("2026-07-14T10:00:00Z"))).toBe("14/07/2026");
  });

  it("leaves empty and unreadable values readable", () => {
    expect(formatFrenchDate(null)).toBe("");
    expect(formatFrenchDate(undefined)).toBe("");
    expect(formatFrenchDate("")).toBe("");
    expect(formatFrenchDate("bientôt")).toBe("bientôt");
  });
});

describe("dayAsUtcDate", () => {
  it("turns a day into UTC midnight", () => {
    expect(dayAsUtcDate("2026-02-28")?.toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(dayAsUtcDate("2026-02-28T15:20:00Z")?.toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });

  it("answers null for nothing or nonsense", () => {
    expect(dayAsUtcDate(null)).toBeNull();
    expect(dayAsUtcDate("n/a")).toBeNull();
  });
});

describe("casablancaDateTime", () => {
  it("reads an instant on Morocco's clock: UTC+1, UTC+0 in Ramadan, the next day after 23:00 UTC", () => {
    expect(casablancaDateTime("2026-11-26T09:32:00.000Z")).toBe("26/11/2026 à 10:32");
    expect(casablancaDateTime(new Date("2027-02-20T09:32:00Z"))).toBe("20/02/2027 à 09:32");
    expect(casablancaDateTime("2026-11-25T23:30:00Z")).toBe("26/11/2026 à 00:30");
  });
  it("gives the clock alone, midnight as 00", () => {
    expect(casablancaTime("2026-11-26T09:32:00.000Z")).toBe("10:32");
    expect(casablancaTime(new Date("2026-11-25T23:05:00Z"))).toBe("00:05");
  });
});

describe("casablancaTimestamp", () => {
  it("reads an instant to the second on Casablanca's clock, the next day after 23:00 UTC", () => {
    expect(casablancaTimestamp("2026-11-24T23:30:00.000Z")).toBe("25/11/2026 00:30:00");
    expect(casablancaTimestamp(new Date("2027-02-20T09:32:07Z"))).toBe("20/02/2027 09:32:07");
  });
});

describe("todayInMorocco", () => {
  it("uses Morocco's calendar day", () => {
    expect(todayInMorocco(new Date("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
    expect(todayInMorocco(new Date("2026-11-22T10:00:00Z"))).toBe("2026-11-22");
  });
});

describe("the Casablanca day around midnight UTC", () => {
  it("at 23:30 UTC it is already tomorrow in Casablanca; at 00:30 UTC it is still that day", () => {
    expect(todayInMorocco(new Date("2026-11-24T23:30:00Z"))).toBe("2026-11-25");
    expect(todayInMorocco(new Date("2026-11-25T00:30:00Z"))).toBe("2026-11-25");
    expect(todayInMorocco(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });
});

describe("addDaysToDay", () => {
  it("moves across months, years and leap days", () => {
    expect(addDaysToDay("2026-02-27", 2)).toBe("2026-03-01");
    expect(addDaysToDay("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDaysToDay("2026-12-15", 30)).toBe("2027-01-14");
    expect(addDaysToDay("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDaysToDay("2026-03-01T10:00:00.000Z", 0)).toBe("2026-03-01");
  });
});

describe("daysFromTo", () => {
  it("counts whole days across months, years and leap days, either way", () => {
    expect(daysFromTo("2026-02-27", "2026-03-01")).toBe(2);
    expect(daysFromTo("2028-02-27", "2028-03-01")).toBe(3);
    expect(daysFromTo("2025-02-04", "2026-11-28")).toBe(662);
    expect(daysFromTo("2026-03-01", "2026-02-28")).toBe(-1);
    expect(daysFromTo("2026-03-01T23:30:00.000Z", "2026-03-01")).toBe(0);
  });
});

describe("due and validity dates of the sales forms", () => {
  it("adds the payment terms to the issue date across months, years and leap days", () => {
    expect(dueDateFor("2026-01-15", 30)).toBe("2026-02-14");
    expect(dueDateFor("2026-01-15", 0)).toBe("2026-01-15");
    expect(dueDateFor("2026-01-15", 60)).toBe("2026-03-16");
    expect(dueDateFor("2026-01-31", 30)).toBe("2026-03-02");
    expect(dueDateFor("2026-12-15", 30)).toBe("2027-01-14");
    expect(dueDateFor("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("gives nothing for a day that does not exist, is half typed or is not a day, or for terms that are not whole days", () => {
    expect(dueDateFor("2026-02-30", 1)).toBeUndefined();
    expect(dueDateFor("2026-01-1", 1)).toBeUndefined();
    expect(dueDateFor("", 30)).toBeUndefined();
    expect(dueDateFor("15/01/2026", 30)).toBeUndefined();
    expect(dueDateFor("2026-01-15T10:00:00Z", 30)).toBeUndefined();
    expect(dueDateFor(null, 30)).toBeUndefined();
    expect(dueDateFor("2026-01-15", "30")).toBeUndefined();
    expect(dueDateFor("2026-01-15", 1.5)).toBeUndefined();
  });

  it("makes a quote valid 30 days", () => {
    expect(QUOTE_VALIDITY_DAYS).toBe(30);
    expect(validUntilFor("2026-01-15")).toBe("2026-02-14");
    expect(validUntilFor("2026-02-31")).toBeUndefined();
    expect(validUntilFor(undefined)).toBeUndefined();
  });

  it("shows a dash where there is no date", () => {
    expect(frenchDateOrDash("2026-01-05")).toBe("05/01/2026");
    expect(frenchDateOrDash("2026-01-05T10:00:00.000Z")).toBe("05/01/2026");
    expect(frenchDateOrDash(null)).toBe("-");
    expect(frenchDateOrDash("")).toBe("-");
  });
});
