import { describe, expect, it } from "vitest";
import { storedLineSchema } from "./line-item.js";

describe("storedLineSchema", () => {
  it("reads PostgreSQL's decimal strings and SQLite's numbers alike", () => {
    const fromPostgres = {
      description: "Shooting photo produit",
      quantity: "1.500",
      unit: "h",
      unitPrice: "1850.75",
      discount: "0.00",
      taxRate: "10",
      totalAmount: "3053.74",
    };
    expect(storedLineSchema.parse(fromPostgres)).toEqual({
      description: "Shooting photo produit",
      quantity: 1.5,
      unit: "h",
      unitPrice: 1850.75,
      discount: 0,
      taxRate: 10,
      totalAmount: 3053.74,
    });
    const fromSqlite = { ...fromPostgres, quantity: 1.5, unitPrice: 1850.75, discount: 0, taxRate: 10 };
    expect(storedLineSchema.parse(fromSqlite)).toMatchObject({ quantity: 1.5, unitPrice: 1850.75 });
  });

  it("keeps a missing unit and a missing line total missing, not zero", () => {
    const line = storedLineSchema.parse({
      description: "Audit",
      quantity: 1,
      unit: null,
      unitPrice: 100,
      discount: 0,
      taxRate: 20,
      totalAmount: null,
    });
    expect(line.unit).toBeNull();
    expect(line.totalAmount).toBeNull();
    expect(storedLineSchema.parse({ ...line, unit: undefined, totalAmount: undefined }).totalAmount).toBeUndefined();
  });

  it("refuses a line without its description", () => {
    expect(storedLineSchema.safeParse({ quantity: 1, unitPrice: 1, discount: 0, taxRate: 20 }).success).toBe(false);
  });
});
