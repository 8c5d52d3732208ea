import { describe, expect, it } from "vitest";
import {
  monthlyAmount,
  occurrence,
  occurrenceAfter,
  occurrenceFrom,
  occurrencesDue,
  parseReminderDays,
  reminderDue,
} from "./recurrence.js";

describe("occurrence", () => {
  it.each([
    ["2027-01-31", "monthly", 1, "2027-02-28"],
    ["2027-01-31", "monthly", 2, "2027-03-31"],
    ["2028-01-31", "monthly", 1, "2028-02-29"],
    ["2027-01-30", "monthly", 1, "2027-02-28"],
    ["2027-01-15", "monthly", 12, "2028-01-15"],
    ["2027-11-30", "quarterly", 1, "2028-02-29"],
    ["2027-08-31", "quarterly", 2, "2028-02-29"],
    ["2028-02-29", "yearly", 1, "2029-02-28"],
    ["2028-02-29", "yearly", 4, "2032-02-29"],
  ] as const)("%s %s #%i is %s", (start, frequency, index, expected) => {
    expect(occurrence(start, frequency, index)).toBe(expected);
  });

  it("goes back to the 31st after a short month", () => {
    expect(occurrenceAfter("2027-01-31", "monthly", "2027-02-28")).toBe("2027-03-31");
    expect(occurrenceAfter("2027-01-31", "monthly", "2027-01-31")).toBe("2027-02-28");
    expect(occurrenceAfter("2027-01-31", "monthly", "2026-12-01")).toBe("2027-01-31");
  });

  it("takes the day itself when it is an invoice date, the next one otherwise, the start before it", () => {
    expect(occurrenceFrom("2027-01-31", "quarterly", "2027-04-30")).toBe("2027-04-30");
    expect(occurrenceFrom("2027-01-31", "quarterly", "2027-05-01")).toBe("2027-07-31");
    expect(occurrenceFrom("2027-01-31", "quarterly", "2027-02-28")).toBe("2027-04-30");
    expect(occurrenceFrom("2027-01-31", "yearly", "2025-06-01")).toBe("2027-01-31");
  });
});

describe("occurrencesDue", () => {
  const retainer = { startDate: "2027-01-31", frequency: "monthly" as const, nextDate: "2027-01-31" };

  it("owes nothing before the next date", () => {
    expect(occurrencesDue(retainer, "2027-01-30")).toEqual([]);
  });

  it("owes the day's invoice, then catches up missed periods", () => {
    expect(occurrencesDue(retainer, "2027-01-31")).toEqual(["2027-01-31"]);
    expect(occurrencesDue(retainer, "2027-04-01")).toEqual(["2027-01-31", "2027-02-28", "2027-03-31"]);
  });

  it("stops at the end date", () => {
    expect(occurrencesDue({ ...retainer, endDate: "2027-03-30" }, "2027-06-01")).toEqual(["2027-01-31", "2027-02-28"]);
  });

  it("owes nothing after the day when the end date is later", () => {
    expect(occurrencesDue({ ...retainer, endDate: "2027-12-31" }, "2027-02-01")).toEqual(["2027-01-31"]);
  });
});

describe("monthlyAmount", () => {
  it("spreads a quarter and a year over their months", () => {
    expect(monthlyAmount(1200, "monthly")).toBe(1200);
    expect(monthlyAmount(1000, "quarterly")).toBe(333.33);
    expect(monthlyAmount(12000, "yearly")).toBe(1000);
  });
});

describe("parseReminderDays", () => {
  it("reads the settings' list, sorted without repeats", () => {
    expect(parseReminderDays("30, 7,15 7")).toEqual([7, 15, 30]);
    expect(parseReminderDays("")).toEqual([7, 15, 30]);
  });

  it("takes blank or no text as the default days, and separators around the list", () => {
    expect(parseReminderDays("   ")).toEqual([7, 15, 30]);
    expect(parseReminderDays(null)).toEqual([7, 15, 30]);
    expect(parseReminderDays(undefined)).toEqual([7, 15, 30]);
    expect(parseReminderDays(" 15;30, ")).toEqual([15, 30]);
  });

  it("refuses what is not a list of positive days", () => {
    expect(parseReminderDays("7, quinze")).toBeNull();
    expect(parseReminderDays("0, 7")).toBeNull();
    expect(parseReminderDays("-7")).toBeNull();
  });
});

describe("reminderDue", () => {
  const offsets = [7, 15, 30];

  it("owes nothing before the first offset", () => {
    expect(reminderDue("2027-03-01", "2027-03-07", offsets, [])).toBeNull();
  });

  it("owes the offset reached, once", () => {
    expect(reminderDue("2027-03-01", "2027-03-08", offsets, [])).toBe(7);
    expect(reminderDue("2027-03-01", "2027-03-09", offsets, [7])).toBeNull();
    expect(reminderDue("2027-03-01", "2027-03-16", offsets, [7])).toBe(15);
  });

  it("sends only the latest reminder after missed days", () => {
    expect(reminderDue("2027-03-01", "2027-04-15", offsets, [])).toBe(30);
    expect(reminderDue("2027-03-01", "2027-04-16", offsets, [30])).toBeNull();
  });
});
