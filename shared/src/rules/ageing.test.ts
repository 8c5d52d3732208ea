import { describe, expect, it } from "vitest";
import { ageingBucketOf, ageingDueBefore, AGEING_BUCKETS } from "./ageing.js";

describe("ageing buckets", () => {
  it("puts each edge day in its bucket: due today is not late, 30 days is the first month, 91 is over 90", () => {
    const days = [-5, 0, 1, 30, 31, 60, 61, 90, 91, 400];
    expect(days.map(ageingBucketOf)).toEqual([
      "current",
      "current",
      "days1to30",
      "days1to30",
      "days31to60",
      "days31to60",
      "days61to90",
      "days61to90",
      "over90",
      "over90",
    ]);
  });

  it("gives the latest due date of each late bucket, across a month and a leap day", () => {
    expect(ageingDueBefore("2028-03-31")).toEqual([
      { key: "days1to30", dueOnOrBefore: "2028-03-30" },
      { key: "days31to60", dueOnOrBefore: "2028-02-29" },
      { key: "days61to90", dueOnOrBefore: "2028-01-30" },
      { key: "over90", dueOnOrBefore: "2027-12-31" },
    ]);
  });

  it("names the columns in French, in order", () => {
    expect(AGEING_BUCKETS.map((bucket) => bucket.label)).toEqual([
      "Non échu",
      "1 à 30 jours",
      "31 à 60 jours",
      "61 à 90 jours",
      "Plus de 90 jours",
    ]);
  });
});
