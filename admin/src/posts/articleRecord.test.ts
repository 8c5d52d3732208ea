import { describe, expect, it } from "vitest";
import { articleDateLabel, coverSourceOf, truncate } from "./articleRecord";
import { uploadedFileId } from "../providers/dataProvider";

describe("coverSourceOf", () => {
  it("prefixes uploads with the API address and keeps absolute URLs", () => {
    expect(coverSourceOf({ id: 1, url: "/uploads/a.png" }, "http://api")).toBe("http://api/uploads/a.png");
    expect(coverSourceOf({ url: "https://cdn.example/a.png" }, "http://api")).toBe("https://cdn.example/a.png");
  });
  it("gives nothing without a cover", () => {
    expect(coverSourceOf(null, "http://api")).toBeUndefined();
    expect(coverSourceOf(undefined, "http://api")).toBeUndefined();
  });
});

describe("articleDateLabel", () => {
  it("shows the article's date in French, else its creation date", () => {
    expect(articleDateLabel("2026-03-05", "2026-01-01T10:00:00.000Z")).toBe("05/03/2026");
    expect(articleDateLabel(null, "2026-01-01T10:00:00.000Z")).toBe("01/01/2026");
    expect(articleDateLabel(undefined, "not a date")).toBe("");
  });
});

describe("truncate", () => {
  it("shortens long text with an ellipsis and leaves short text alone", () => {
    expect(truncate("abcdef", 10)).toBe("abcdef");
    expect(truncate("abcdef ghij", 8)).toBe("abcdef…");
  });
});

describe("uploadedFileId", () => {
  it("reads the id of the stored file", () => {
    expect(uploadedFileId([{ id: 7, url: "/uploads/a.png" }])).toBe(7);
  });
  it("fails loudly on an unexpected answer", () => {
    expect(() => uploadedFileId([])).toThrow();
  });
});
