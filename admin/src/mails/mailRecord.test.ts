import { describe, expect, it } from "vitest";
import { canResend, errorLines, formatMailTime, mailRecordSchema } from "./mailRecord";

const stored = {
  id: "k3j2h4",
  documentId: "k3j2h4",
  to: "compta@atlas.example.ma",
  cc: null,
  subject: "Facture FA-26-0001",
  about: "FA-26-0001",
  status: "failed",
  attempts: 5,
  nextAttemptAt: null,
  sentAt: null,
  createdAt: "2026-11-26T09:00:00.000Z",
  errors: [
    { at: "2026-11-26T09:00:01.000Z", error: "connect ECONNREFUSED 127.0.0.1:25" },
    { at: "2026-11-26T09:01:02.000Z", error: "Greeting never received" },
  ],
};

describe("an outbox mail on screen", () => {
  it("reads the API's record, errors included, and an absent error list as none", () => {
    expect(mailRecordSchema.parse(stored).errors).toHaveLength(2);
    expect(mailRecordSchema.parse({ ...stored, errors: null }).errors).toEqual([]);
    expect(mailRecordSchema.safeParse({ ...stored, status: "lost" }).success).toBe(false);
  });

  it("lists the attempts' errors newest first, at Casablanca's time", () => {
    expect(errorLines(mailRecordSchema.parse(stored))).toEqual([
      { at: "26/11/2026 10:01:02", error: "Greeting never received" },
      { at: "26/11/2026 10:00:01", error: "connect ECONNREFUSED 127.0.0.1:25" },
    ]);
    expect(formatMailTime(null)).toBe("—");
  });

  it("offers « Renvoyer » for a failed or waiting mail only", () => {
    expect(canResend("failed")).toBe(true);
    expect(canResend("queued")).toBe(true);
    expect(canResend("sending")).toBe(false);
    expect(canResend("sent")).toBe(false);
  });
});
