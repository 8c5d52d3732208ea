import { describe, expect, it } from "vitest";
import { DELIVERY_STATUSES } from "../labels/deliveries.js";
import { INVOICE_STATUSES } from "../labels/invoices.js";
import { QUOTE_STATUSES } from "../labels/quotes.js";
import { canTransition, isDocumentStatus, nextStatuses } from "./transitions.js";

describe("canTransition", () => {
  it("lets invoices move freely between payment states", () => {
    for (const from of INVOICE_STATUSES) {
      for (const to of INVOICE_STATUSES) {
        expect(canTransition("invoice", from, to)).toBe(true);
      }
    }
  });

  // Every move between two different statuses that canTransition allows, "from→to".
  const moves = (kind: "quote" | "delivery", statuses: readonly string[]) =>
    statuses.flatMap((from) =>
      statuses.filter((to) => to !== from && canTransition(kind, from, to)).map((to) => `${from}→${to}`),
    );

  it("requires a quote to be sent before it is answered, answers being final", () => {
    expect(moves("quote", QUOTE_STATUSES)).toEqual(["draft→sent", "sent→accepted", "sent→rejected"]);
  });

  it("follows the delivery life cycle, delivered and cancelled being final", () => {
    const cycle = ["draft→sent", "draft→cancelled", "sent→delivered", "sent→cancelled"];
    expect(moves("delivery", DELIVERY_STATUSES)).toEqual(cycle);
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
