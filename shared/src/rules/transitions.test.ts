import { describe, expect, it } from "vitest";
import { DELIVERY_STATUSES } from "../labels/deliveries.js";
import { INVOICE_STATUSES } from "../labels/invoices.js";
import { canTransition, isDocumentStatus, nextStatuses } from "./transitions.js";

describe("canTransition", () => {
  it("lets invoices move freely between payment states", () => {
    for (const from of INVOICE_STATUSES) {
      for (const to of INVOICE_STATUSES) {
        expect(canTransition("invoice", from, to)).toBe(true);
      }
    }
  });

  it("requires a quote to be sent before it is answered", () => {
    expect(canTransition("quote", "draft", "sent")).toBe(true);
    expect(canTransition("quote", "sent", "accepted")).toBe(true);
    expect(canTransition("quote", "sent", "rejected")).toBe(true);
    expect(canTransition("quote", "draft", "accepted")).toBe(false);
    expect(canTransition("quote", "draft", "rejected")).toBe(false);
    expect(canTransition("quote", "accepted", "rejected")).toBe(false);
    expect(canTransition("quote", "rejected", "sent")).toBe(false);
    expect(canTransition("quote", "sent", "draft")).toBe(false);
  });

  it("follows the delivery life cycle, delivered and cancelled being final", () => {
    expect(canTransition("delivery", "draft", "sent")).toBe(true);
    expect(canTransition("delivery", "draft", "cancelled")).toBe(true);
    expect(canTransition("delivery", "draft", "delivered")).toBe(false);
    expect(canTransition("delivery", "sent", "delivered")).toBe(true);
    expect(canTransition("delivery", "sent", "cancelled")).toBe(true);
    expect(canTransition("delivery", "sent", "draft")).toBe(false);
    for (const to of DELIVERY_STATUSES.filter((status) => status !== "delivered")) {
      expect(canTransition("delivery", "delivered", to)).toBe(false);
    }
    for (const to of DELIVERY_STATUSES.filter((status) => status !== "cancelled")) {
      expect(canTransition("delivery", "cancelled", to)).toBe(false);
    }
  });

  it("allows keeping the same status", () => {
    expect(canTransition("quote", "accepted", "accepted")).toBe(true);
    expect(canTransition("delivery", "cancelled", "cancelled")).toBe(true);
  });

  it("refuses unknown statuses", () => {
    expect(canTransition("invoice", "unpaid", "refunded")).toBe(false);
    expect(canTransition("quote", "pending", "sent")).toBe(false);
    expect(canTransition("delivery", "paid", "paid")).toBe(false);
  });
});

describe("nextStatuses / isDocumentStatus", () => {
  it("lists the reachable statuses", () => {
    expect(nextStatuses("quote", "sent")).toEqual(["accepted", "rejected"]);
    expect(nextStatuses("delivery", "delivered")).toEqual([]);
    expect(nextStatuses("invoice", "nope")).toEqual([]);
    expect(nextStatuses("invoice", "unpaid")).toEqual(["partial", "paid"]);
    expect(nextStatuses("invoice", "partial")).toEqual(["unpaid", "paid"]);
    expect(nextStatuses("invoice", "paid")).toEqual(["unpaid", "partial"]);
    expect(nextStatuses("quote", "draft")).toEqual(["sent"]);
    expect(nextStatuses("quote", "accepted")).toEqual([]);
    expect(nextStatuses("quote", "rejected")).toEqual([]);
    expect(nextStatuses("delivery", "draft")).toEqual(["sent", "cancelled"]);
    expect(nextStatuses("delivery", "sent")).toEqual(["delivered", "cancelled"]);
    expect(nextStatuses("delivery", "cancelled")).toEqual([]);
    // Names of the tables' own properties are no statuses either.
    expect(nextStatuses("invoice", "toString")).toEqual([]);
    expect(nextStatuses("quote", "constructor")).toEqual([]);
    // A status of another kind is unknown here.
    expect(nextStatuses("quote", "unpaid")).toEqual([]);
  });

  it("recognises statuses per kind", () => {
    expect(isDocumentStatus("invoice", "partial")).toBe(true);
    expect(isDocumentStatus("quote", "partial")).toBe(false);
    expect(isDocumentStatus("delivery", 3)).toBe(false);
    expect(isDocumentStatus("delivery", "delivered")).toBe(true);
    expect(isDocumentStatus("quote", "accepted")).toBe(true);
    expect(isDocumentStatus("invoice", "accepted")).toBe(false);
  });
});
