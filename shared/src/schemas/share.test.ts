import { describe, expect, it } from "vitest";
import { quoteAcceptanceSchema, quoteRejectionSchema } from "./share.js";

describe("quoteAcceptanceSchema", () => {
  it("takes a trimmed full name, the approval and an optional comment", () => {
    expect(quoteAcceptanceSchema.parse({ fullName: "  Nadia Alaoui ", approved: true })).toEqual({
      fullName: "Nadia Alaoui",
      approved: true,
    });
    expect(quoteAcceptanceSchema.parse({ fullName: "Li", approved: true, comment: " Go " }).comment).toBe("Go");
  });

  it("wants a name of 2 to 120 characters and the box ticked, each said on its field", () => {
    const parsed = quoteAcceptanceSchema.safeParse({ fullName: "N", approved: "true" });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["fullName", "Indiquez votre nom complet."],
      ["approved", "Cochez « Bon pour accord » pour accepter le devis."],
    ]);
    expect(quoteAcceptanceSchema.safeParse({ fullName: "x".repeat(121), approved: true }).success).toBe(false);
    expect(quoteAcceptanceSchema.safeParse({ fullName: "x".repeat(120), approved: true }).success).toBe(true);
    expect(quoteAcceptanceSchema.safeParse({ fullName: "Nadia", approved: false }).success).toBe(false);
  });

  it("keeps comments and reasons within 1,000 characters", () => {
    const long = "x".repeat(1001);
    expect(quoteAcceptanceSchema.safeParse({ fullName: "Nadia", approved: true, comment: long }).success).toBe(false);
    expect(quoteRejectionSchema.safeParse({ reason: long }).success).toBe(false);
    expect(quoteRejectionSchema.parse({})).toEqual({});
    expect(quoteRejectionSchema.parse({ reason: " Budget " })).toEqual({ reason: "Budget" });
  });
});
