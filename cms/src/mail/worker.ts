import type { Core } from "@strapi/strapi";
import { nextAttemptAt, outboxPurgeBefore } from "@agency/shared";
import { OUTBOX_UID, type StoredAttachment } from "./outbox";

/** A mail left in "sending" this long was claimed by a process that died: another takes it back. */
export const STUCK_AFTER_MS = 15 * 60_000;
const BATCH = 20;

interface OutboxRow {
  id: number;
  to: string;
  cc: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: StoredAttachment[] | null;
  about: string | null;
  attempts: number;
  errors: Array<{ at: string; error: string }> | null;
}

/** The rows a worker may claim at `now`: due ones, and those stuck in "sending". */
const claimable = (now: Date) => ({
  $or: [
    { status: "queued", nextAttemptAt: { $lte: now } },
    { status: "sending", claimedAt: { $lt: new Date(now.getTime() - STUCK_AFTER_MS) } },
  ],
});

/**
 * Takes mail `id` for this worker: one conditional UPDATE, whose count of changed rows says whether this worker or
 * another (in this process or another) won it. Only the winner sends.
 */
async function claim(strapi: Core.Strapi, id: number, now: Date): Promise<boolean> {
  const { count } = await strapi.db
    .query(OUTBOX_UID)
    .updateMany({ where: { id, ...claimable(now) }, data: { status: "sending", claimedAt: now } });
  return count === 1;
}

async function deliver(strapi: Core.Strapi, row: OutboxRow): Promise<void> {
  await strapi
    .plugin("email")
    .service("email")
    .send({
      to: row.to,
      ...(row.cc ? { cc: row.cc.split(", ") } : {}),
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
      attachments: (row.attachments ?? []).map(({ filename, contentType, base64 }) => ({
        filename,
        contentType,
        content: Buffer.from(base64, "base64"),
      })),
    });
}

/** Sends a claimed mail and writes the outcome: sent, queued again after the backoff's delay from `now`, or failed. */
async function attempt(strapi: Core.Strapi, id: number, now: Date): Promise<boolean> {
  const row = (await strapi.db.query(OUTBOX_UID).findOne({ where: { id } })) as OutboxRow;
  const attempts = row.attempts + 1;
  try {
    await deliver(strapi, row);
  } catch (error) {
    const message = (error as Error).message || String(error);
    const retryAt = nextAttemptAt(attempts, now);
    const outcome = retryAt ? `retried at ${retryAt.toISOString()}` : "given up";
    // A refusal is expected now and then (the next attempt is planned); a mail given up needs the operator.
    strapi.log[retryAt ? "warn" : "error"](
      `Mail ${row.id} (${row.about}) attempt ${attempts} failed, ${outcome}: ${message}`,
    );
    await strapi.db.query(OUTBOX_UID).update({
      where: { id },
      data: {
        attempts,
        status: retryAt ? "queued" : "failed",
        nextAttemptAt: retryAt,
        errors: [...(row.errors ?? []), { at: new Date().toISOString(), error: message.slice(0, 1000) }],
      },
    });
    return false;
  }
  // Sent, it is never sent again ("Renvoyer" takes waiting and failed mails only): its attachments' bytes, often a
  // PDF each, need not stay in the table; their names and sizes do, for the operator. Nor does its text, which may
  // carry a client's link (the database keeps only its token's hash) or a one-time code.
  const attachments = (row.attachments ?? []).map(({ filename, contentType, base64 }) => ({
    filename,
    contentType,
    bytes: Buffer.byteLength(base64, "base64"),
  }));
  await strapi.db.query(OUTBOX_UID).update({
    where: { id },
    data: { attempts, status: "sent", sentAt: new Date(), nextAttemptAt: null, attachments, text: "", html: null },
  });
  return true;
}

/** Removes the mails sent more than 90 days before `now` (waiting and failed ones stay); answers how many. */
export async function purgeSentMails(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const { count } = await strapi.db
    .query(OUTBOX_UID)
    .deleteMany({ where: { status: "sent", sentAt: { $lt: outboxPurgeBefore(now) } } });
  return count;
}

/** Claims and sends mail `id` at once if it is due; true when it left. The one-time codes' path. */
export async function sendQueued(strapi: Core.Strapi, id: number, now = new Date()): Promise<boolean> {
  return (await claim(strapi, id, now)) && attempt(strapi, id, now);
}

/**
 * One pass of the worker: every mail due at `now` (a test may move it on), claimed one by one, so that any number
 * of workers, in one process or several, send each mail once. Answers how many were sent and how many failed.
 */
export async function runOutbox(strapi: Core.Strapi, now = new Date()): Promise<{ sent: number; failed: number }> {
  const outcome = { sent: 0, failed: 0 };
  const tried = new Set<number>();
  for (;;) {
    const due = (await strapi.db.query(OUTBOX_UID).findMany({
      where: { ...claimable(now), ...(tried.size ? { id: { $notIn: [...tried] } } : {}) },
      select: ["id"],
      orderBy: { id: "asc" },
      limit: BATCH,
    })) as Array<{ id: number }>;
    for (const { id } of due) {
      tried.add(id);
      if (!(await claim(strapi, id, now))) continue;
      if (await attempt(strapi, id, now)) outcome.sent += 1;
      else outcome.failed += 1;
    }
    if (due.length < BATCH) return outcome;
  }
}

/** "Renvoyer": a failed (or waiting) mail is due again now, with a fresh round of attempts; false if not found or sent. */
export async function resendMail(strapi: Core.Strapi, id: number): Promise<boolean> {
  const { count } = await strapi.db.query(OUTBOX_UID).updateMany({
    where: { id, status: { $in: ["failed", "queued"] } },
    data: { status: "queued", attempts: 0, nextAttemptAt: new Date() },
  });
  return count === 1;
}
