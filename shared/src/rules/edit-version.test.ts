import { describe, expect, it } from "vitest";
import { editVersionTag, isCurrentVersion } from "./edit-version.js";

const opened = "2026-11-28T09:15:42.317Z";

describe("editVersionTag", () => {
  it("quotes the record's last write as a strong entity tag", () => {
    expect(editVersionTag(opened)).toBe('"2026-11-28T09:15:42.317Z"');
  });
});

describe("isCurrentVersion", () => {
  it("accepts the tag of the very instant the record was last written, however the database gives it", () => {
    const tag = editVersionTag(opened);
    expect(isCurrentVersion(tag, opened)).toBe(true);
    expect(isCurrentVersion(tag, new Date(opened))).toBe(true);
    expect(isCurrentVersion(tag, 1795857342317)).toBe(true);
    expect(isCurrentVersion(` ${tag} `, "2026-11-28 09:15:42.317+00")).toBe(true);
  });

  it("refuses a record written since, even a millisecond later", () => {
    expect(isCurrentVersion(editVersionTag(opened), "2026-11-28T09:15:42.318Z")).toBe(false);
    expect(isCurrentVersion(editVersionTag(opened), "2026-11-28T09:20:00.000Z")).toBe(false);
  });

  it("refuses what is not one of its tags, and a record without a date", () => {
    expect(isCurrentVersion("*", opened)).toBe(false);
    expect(isCurrentVersion(`W/"${opened}"`, opened)).toBe(false);
    expect(isCurrentVersion(opened, opened)).toBe(false);
    expect(isCurrentVersion('"yesterday"', opened)).toBe(false);
    expect(isCurrentVersion('""', opened)).toBe(false);
    expect(isCurrentVersion(editVersionTag(opened), null)).toBe(false);
    expect(isCurrentVersion(editVersionTag(opened), undefined)).toBe(false);
  });
});
