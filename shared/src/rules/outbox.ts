/** What becomes of a mail in the outbox: waiting (first try or a retry), being sent by one worker, sent, given up. */
export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Readonly<Record<OutboxStatus, string>> = {
  queued: "En attente",
  sending: "En cours d'envoi",
  sent: "Envoyé",
  failed: "Échec",
};

const MINUTE = 60_000;

/** The waits after the 1st, 2nd, 3rd and 4th failed attempts; a 5th failure gives the mail up. */
export const OUTBOX_RETRY_DELAYS_MS: readonly number[] = [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE];

/** When to try again after `attempts` failed attempts (from `failedAt`), or null when the mail is given up. */
export function nextAttemptAt(attempts: number, failedAt: Date): Date | null {
  const delay = OUTBOX_RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}

/** How long a sent mail stays listed in the outbox (/mails); the audit journal keeps the sending for good. */
export const OUTBOX_KEEP_SENT_DAYS = 90;

/** Sent mails sent before this instant are removed from the outbox at `now`. */
export function outboxPurgeBefore(now: Date): Date {
  return new Date(now.getTime() - OUTBOX_KEEP_SENT_DAYS * 24 * 60 * MINUTE);
}
