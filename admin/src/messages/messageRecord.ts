import { z } from "zod";
import type { RaRecord } from "react-admin";

/** A contact message as the list reads it (`id` is the Strapi documentId). */
export interface MessageRecord extends RaRecord {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  date?: string | null;
  read?: boolean | null;
  createdAt: string;
}

export interface Reply {
  text: string;
  author: string | null;
  sentAt: string | null;
}

// Messages stored before the read flag existed carry no value: they count as unread.
export const isUnread = (record: Pick<MessageRecord, "read">): boolean => record.read !== true;

/** The date the visitor sent it; `createdAt` when the server stored none. */
export const messageDate = (record: Pick<MessageRecord, "date" | "createdAt">): string =>
  record.date ?? record.createdAt;

const frenchDateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeStyle: "short" });

/** "28/02/2026 14:05"; an unreadable value is shown as it came. */
export const formatDateTime = (value: string | null | undefined): string => {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : frenchDateTime.format(date);
};

const repliesBodySchema = z.object({
  data: z.object({
    replies: z
      .array(
        z.object({
          text: z.string(),
          author: z.string().nullish(),
          sentAt: z.string().nullish(),
        }),
      )
      .nullish(),
  }),
});

/** Replies of `GET /api/contact/:id?populate[replies]=true`, oldest first as stored. */
export const readReplies = (body: unknown): Reply[] =>
  (repliesBodySchema.parse(body).data.replies ?? []).map(({ text, author, sentAt }) => ({
    text,
    author: author ?? null,
    sentAt: sentAt ?? null,
  }));

/** Spec 000 point 5: a reply is sent only when it is non-empty after trimming. */
export const canSendReply = (text: string): boolean => text.trim().length > 0;

/** Body of `POST /api/reply/send` (the contract's field names). */
export interface ReplyPayload {
  contactId: string;
  message: string;
  recipientEmail: string;
  recipientName: string;
  phoneNumber: string;
}

export const replyPayload = (record: MessageRecord, text: string): ReplyPayload => ({
  contactId: String(record.id),
  message: text.trim(),
  recipientEmail: record.email,
  recipientName: record.name,
  phoneNumber: record.phone,
});
