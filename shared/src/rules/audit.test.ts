import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_RESOURCE_LABELS,
  AUDIT_RESOURCES,
  canonicalJson,
  changedFields,
} from "./audit.js";

describe("canonicalJson", () => {
  it("is the same text whatever the key order, at every level", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 1 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { e: 1, f: 2 }] }, b: 1 }),
    );
    expect(canonicalJson({ b: 1, a: "x" })).toBe('{"a":"x","b":1}');
  });

  it("writes arrays in order, separated by commas", () => {
    expect(canonicalJson([1, "a", null, { b: 2 }])).toBe('[1,"a",null,{"b":2}]');
  });

  it("sorts many keys too (past the engine's short-array sort)", () => {
    const keys = Array.from({ length: 60 }, (_, index) => `k${String(index).padStart(2, "0")}`);
    const reversed = Object.fromEntries([...keys].reverse().map((key) => [key, 1]));
    expect(canonicalJson(reversed)).toBe(`{${keys.map((key) => `"${key}":1`).join(",")}}`);
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

  it("lists the changed fields in alphabetical order", () => {
    expect(Object.keys(changedFields({ b: 1, a: 1, c: 1 }, { c: 2, b: 2, a: 2 }))).toEqual(["a", "b", "c"]);
  });

  it("compares lines by content, not by key order", () => {
    expect(changedFields({ items: [{ a: 1, b: 2 }] }, { items: [{ b: 2, a: 1 }] })).toEqual({});
  });
});

describe("audit labels", () => {
  it("names every action and resource in French", () => {
    expect(AUDIT_ACTIONS.map((action) => AUDIT_ACTION_LABELS[action])).toEqual([
      "Création",
      "Modification",
      "Émission",
      "Changement de statut",
      "Encaissement",
      "Encaissement annulé",
      "Avoir",
      "Suppression",
      "Envoi par e-mail",
    ]);
    expect(AUDIT_ACTIONS).toEqual([
      "create",
      "update",
      "issue",
      "status",
      "payment",
      "payment-deleted",
      "credit-note",
      "delete",
      "mail",
    ]);
    expect(AUDIT_RESOURCES.map((resource) => AUDIT_RESOURCE_LABELS[resource])).toEqual([
      "Factures",
      "Devis",
      "Bons de livraison",
      "Clients",
      "Utilisateurs",
      "Paramètres",
    ]);
    expect(AUDIT_RESOURCES).toEqual(["invoices", "quotes", "deliveries", "clients", "users", "company-settings"]);
  });
});
