import { casablancaTimestamp, OUTBOX_STATUSES, type OutboxStatus } from "@agency/shared";
import { z } from "zod";

/** A mail of the outbox as GET /api/outbox-mails answers it (its body and attachments stay on the server). */
export const mailRecordSchema = z.object({
  id: z.union([z.string(), z.number()]),
  to: z.string(),
  cc: z.string().nullish(),
  subject: z.string(),
  about: z.string().nullish(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  nextAttemptAt: z.string().nullish(),
  sentAt: z.string().nullish(),
  createdAt: z.string(),
  errors: z
    .array(z.object({ at: z.string(), error: z.string() }))
    .nullish()
    .transform((errors) => errors ?? []),
});

export type MailRecord = z.infer<typeof mailRecordSchema>;

/** "Renvoyer" is for a mail given up or still waiting; one sent, or being sent, is not sent again. */
export const canResend = (status: OutboxStatus): boolean => status === "failed" || status === "queued";

/** "26/11/2026 10:33:31": an instant as the agency reads it, in Casablanca; "—" for none. */
export const formatMailTime = (iso: string | null | undefined): string => (iso ? casablancaTimestamp(iso) : "—");

/** The attempts' errors, newest first, each with its time: what the detail lists. */
export const errorLines = (mail: Pick<MailRecord, "errors">): Array<{ at: string; error: string }> =>
  [...mail.errors].reverse().map(({ at, error }) => ({ at: formatMailTime(at), error }));
