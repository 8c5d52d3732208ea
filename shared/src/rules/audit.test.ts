import { describe, expect, it } from "vitest";
import { canonicalJson, changedFields } from "./audit.js";

describe("canonicalJson", () => {
  it("is the same text whatever the key order, at every level", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 1 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { e: 1, f: 2 }] }, b: 1 }),
    );
    expect(canonicalJson({ b: 1, a: "x" })).toBe('{"a":"x","b":1}');
  });

  it("leaves undefined out of objects and writes it as null in arrays", () => {
    expect(canonicalJson({ a: undefined, b: [undefined] })).toBe('{"b":[null]}');
  });
});

describe("changedFields", () => {
  it("gives before and after of the fields that changed only", () => {
    expect(
      changedFields({ status: "draft", total: 10, client: "a" }, { status: "sent", total: 10, client: "a" }),
    ).toEqual({ status: ["draft", "sent"] });
  });

  it("treats a created or deleted record as changes from or to nothing", () => {
    expect(changedFields(null, { name: "Atlas", ice: null })).toEqual({ name: [null, "Atlas"] });
    expect(changedFields({ name: "Atlas" }, null)).toEqual({ name: ["Atlas", null] });
  });

  it("compares lines by content, not by key order", () => {
    expect(changedFields({ items: [{ a: 1, b: 2 }] }, { items: [{ b: 2, a: 1 }] })).toEqual({});
  });
});
