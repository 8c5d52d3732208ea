import type { Core } from "@strapi/strapi";
import { nudgeOutbox } from "./schedule";

export const OUTBOX_UID = "api::outbox-mail.outbox-mail";

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** A mail as the cms writes it: what nodemailer is given, and what it is about for the operator. */
export interface Mail {
  to: string;
  cc?: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** "FAC-26-0004", "Code à usage unique"…: what the back-office's list and the logs name it by. */
  about: string;
}

/** An attachment as the outbox keeps it, so that every retry sends the same bytes. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/**
 * Writes `mail` to the outbox inside the caller's transaction when there is one (so an action that fails queues
 * nothing), and nudges the worker once that transaction commits. `nudge: false` leaves the sending to the caller
 * (sendQueued), as the one-time codes do. Answers the outbox row's id.
 */
export async function queueMail(strapi: Core.Strapi, mail: Mail, { nudge = true } = {}): Promise<number> {
  return strapi.db.transaction(async ({ onCommit }) => {
    const now = new Date();
    const attachments: StoredAttachment[] = (mail.attachments ?? []).map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      base64: content.toString("base64"),
    }));
    const row = await strapi.db.query(OUTBOX_UID).create({
      data: {
        to: mail.to,
        cc: mail.cc?.length ? mail.cc.join(", ") : null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        attachments,
        about: mail.about.slice(0, 200),
        status: "queued",
        attempts: 0,
        nextAttemptAt: now,
        errors: [],
      },
    });
    if (nudge) onCommit(() => nudgeOutbox(strapi));
    return row.id as number;
  });
}
