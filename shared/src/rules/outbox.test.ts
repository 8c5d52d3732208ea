import { describe, expect, it } from "vitest";
import { nextAttemptAt, outboxPurgeBefore, OUTBOX_RETRY_DELAYS_MS, OUTBOX_STATUS_LABELS } from "./outbox";

describe("the outbox's retries", () => {
  const failedAt = new Date("2027-03-01T10:00:00Z");
  const minutesLater = (attempts: number) => {
    const next = nextAttemptAt(attempts, failedAt);
    return next && (next.getTime() - failedAt.getTime()) / 60_000;
  };

  it("wait 1 min, 5 min, 30 min then 2 h after the 1st to 4th failure", () => {
    expect([1, 2, 3, 4].map(minutesLater)).toEqual([1, 5, 30, 120]);
  });

  it("give the mail up after the 5th failure", () => {
    expect(nextAttemptAt(5, failedAt)).toBeNull();
    expect(nextAttemptAt(6, failedAt)).toBeNull();
    expect(OUTBOX_RETRY_DELAYS_MS).toHaveLength(4);
  });
});

describe("the outbox's retention", () => {
  it("lets sent mails go after 90 days", () => {
    expect(outboxPurgeBefore(new Date("2027-06-01T07:00:00Z")).toISOString()).toBe("2027-03-03T07:00:00.000Z");
  });
});

describe("the outbox's statuses", () => {
  it("are named in French on /mails and in its filter", () => {
    expect(OUTBOX_STATUS_LABELS).toEqual({
      queued: "En attente",
      sending: "En cours d'envoi",
      sent: "Envoyé",
      failed: "Échec",
    });
  });
});
