import { describe, expect, it } from "vitest";
import { isStaffRole, STAFF_ROLES } from "./roles";

describe("staff roles", () => {
  it("are the admin and the Écrivain, spelt as the specification does", () => {
    expect(STAFF_ROLES).toEqual(["admin", "Écrivain"]);
  });

  it("recognises only those two names, accent and case included", () => {
    expect(isStaffRole("admin")).toBe(true);
    expect(isStaffRole("Écrivain")).toBe(true);
    for (const other of ["Admin", "Ecrivain", "écrivain", "Authenticated", "", null, undefined, 1]) {
      expect(isStaffRole(other)).toBe(false);
    }
  });
});
