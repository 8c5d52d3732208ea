import { describe, expect, it } from "vitest";
import * as audit from "./audit.js";

describe("canonicalJson", () => {
  it("is the same text whatever the key order, at every level", () => {
    expect(audit.canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 1 }], c: null } })).toBe(
      audit.canonicalJson({ a: { c: null, d: [1, { e: 1, f: 2 }] }, b: 1 }),
    );
    expect(audit.canonicalJson({ b: 1, a: "x" })).toBe('{"a":"x","b":1}');
  });

  it("writes arrays in order, separated by commas", () => {
    expect(audit.canonicalJson([1, "a", null, { b: 2 }])).toBe('[1,"a",null,{"b":2}]');
  });

  it("sorts many keys too (past the engine's short-array sort)", () => {
    const keys = Array.from({ length: 60 }, (_, index) => `k${String(index).padStart(2, "0")}`);
    const reversed = Object.fromEntries([...keys].reverse().map((key) => [key, 1]));
    expect(audit.canonicalJson(reversed)).toBe(`{${keys.map((key) => `"${key}":1`).join(",")}}`);
  });

  it("leaves undefined out of objects and writes it as null in arrays", () => {
    expect(audit.canonicalJson({ a: undefined, b: [undefined] })).toBe('{"b":[null]}');
  });
});

describe("changedFields", () => {
  it("gives before and after of the fields that changed only", () => {
    expect(
      audit.changedFields({ status: "draft", total: 10, client: "a" }, { status: "sent", total: 10, client: "a" }),
    ).toEqual({ status: ["draft", "sent"] });
  });

  it("treats a created or deleted record as changes from or to nothing", () => {
    expect(audit.changedFields(null, { name: "Atlas", ice: null })).toEqual({ name: [null, "Atlas"] });
    expect(audit.changedFields({ name: "Atlas" }, null)).toEqual({ name: ["Atlas", null] });
  });

  it("lists the changed fields in alphabetical order", () => {
    expect(Object.keys(audit.changedFields({ b: 1, a: 1, c: 1 }, { c: 2, b: 2, a: 2 }))).toEqual(["a", "b", "c"]);
  });

  it("compares lines by content, not by key order", () => {
    expect(audit.changedFields({ items: [{ a: 1, b: 2 }] }, { items: [{ b: 2, a: 1 }] })).toEqual({});
  });
});

describe("audit labels", () => {
  it("lists a document's own changes first, then money, removal and mail, as the journal filters them", () => {
    expect(audit.AUDIT_ACTIONS.slice(0, 4)).toEqual(["create", "update", "issue", "status"]);
    expect(audit.AUDIT_ACTIONS.slice(4)).toEqual([
      "payment",
      "payment-deleted",
      "refund",
      "refund-deleted",
      "credit-note",
      "delete",
      "mail",
      "reminder",
      "share",
      "share-revoked",
      "view",
      "accept",
      "reject",
    ]);
    expect(audit.AUDIT_RESOURCES).toEqual([
      "invoices",
      "quotes",
      "deliveries",
      "credit-notes",
      "clients",
      "users",
      "company-settings",
      "recurring-invoices",
    ]);
  });

  it("names each of them in French, no two alike", () => {
    for (const labels of [audit.AUDIT_ACTION_LABELS, audit.AUDIT_RESOURCE_LABELS]) {
      const names = Object.values(labels);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).toMatch(/^\p{Lu}[\p{Ll} -]+$/u);
    }
    expect(audit.AUDIT_ACTION_LABELS.issue).toBe("Émission");
    expect(audit.AUDIT_ACTION_LABELS["payment-deleted"]).toBe("Encaissement annulé");
    expect(audit.AUDIT_ACTION_LABELS["refund-deleted"]).toBe("Remboursement annulé");
    expect(audit.AUDIT_ACTION_LABELS.mail).toBe("Envoi par e-mail");
    expect(audit.AUDIT_RESOURCE_LABELS.deliveries).toBe("Bons de livraison");
    expect(audit.AUDIT_RESOURCE_LABELS["company-settings"]).toBe("Paramètres");
  });
});
