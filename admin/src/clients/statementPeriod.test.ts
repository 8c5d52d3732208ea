import { describe, expect, it } from "vitest";
import { defaultStatementPeriod, statementFileName, statementPath, statementPeriodProblem } from "./statementPeriod";

describe("defaultStatementPeriod", () => {
  it("runs from the first of January to today", () => {
    expect(defaultStatementPeriod("2026-11-25")).toEqual({ from: "2026-01-01", to: "2026-11-25" });
    expect(defaultStatementPeriod("2027-01-01")).toEqual({ from: "2027-01-01", to: "2027-01-01" });
  });
});

describe("statementPeriodProblem", () => {
  it("accepts a period of one day or more", () => {
    expect(statementPeriodProblem({ from: "2026-01-01", to: "2026-11-25" })).toBeNull();
    expect(statementPeriodProblem({ from: "2026-03-04", to: "2026-03-04" })).toBeNull();
  });

  it("refuses an unfinished or impossible day, and an end before the start", () => {
    expect(statementPeriodProblem({ from: "", to: "2026-11-25" })).toBe("incomplete");
    expect(statementPeriodProblem({ from: "2026-02-30", to: "2026-11-25" })).toBe("incomplete");
    expect(statementPeriodProblem({ from: "2026-01-01", to: "2026-11-25T10:00:00Z" })).toBe("incomplete");
    expect(statementPeriodProblem({ from: "2026-11-26", to: "2026-11-25" })).toBe("reversed");
  });
});

describe("statementPath", () => {
  it("asks the client's statement for the period in the format wanted", () => {
    expect(statementPath("k3x9", { from: "2026-01-01", to: "2026-11-25" }, "pdf")).toBe(
      "/api/clients/k3x9/statement?from=2026-01-01&to=2026-11-25&format=pdf",
    );
  });

  it("names the file as the server does, the client's name in plain characters", () => {
    expect(statementFileName("Riad Dar Zitoun SARL", { from: "2026-01-01", to: "2026-11-25" }, "xlsx")).toBe(
      "releve_Riad_Dar_Zitoun_SARL_2026-01-01_2026-11-25.xlsx",
    );
    expect(statementFileName("Café l'Étoile", { from: "2026-01-01", to: "2026-01-31" }, "pdf")).toBe(
      "releve_Caf__l__toile_2026-01-01_2026-01-31.pdf",
    );
  });
});
