import type { Context } from "../../../utils/context";
import type { Core } from "@strapi/strapi";
import { lockDocument } from "../../../utils/database";
import { documentData } from "../../../utils/documents";
import { companyName } from "../../../documents/company";
import { htmlLines, escapeHtml } from "../../../mail/html";
import { queueMail } from "../../../mail/outbox";
import { refuseFloodedRecipients } from "../../../mail/recipient-limit";

/** A contact message as stored: its schema requires these fields (Strapi's read type leaves them nullable). */
interface StoredMessage {
  name: string;
  email: string;
  message: string;
  replies?: Array<{ id?: number; text: string; author?: string | null; sentAt?: string | null }> | null;
}

/**
 * POST /api/reply/send { contactId, message }: mails the reply (through the
 * outbox) to the person who wrote (the address stored with the message, never
 * one from the request) and records it on the message with its date and author.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async send(ctx: Context) {
    const { contactId, message } = ctx.request.body ?? {};
    const text = typeof message === "string" ? message.trim() : "";
    if (!text) return ctx.badRequest("Le message de réponse ne peut pas être vide");
    if (text.length > 10_000) return ctx.badRequest("La réponse ne doit pas dépasser 10 000 caractères");
    if (typeof contactId !== "string" || !contactId) return ctx.badRequest("Message non trouvé");
    const messages = strapi.documents("api::message.message");
    const company = await companyName(strapi);
    const author = ctx.state.user?.name ?? ctx.state.user?.email ?? company;
    // The reply recorded on the message and its mail in the outbox stand or fall together; the message is read
    // inside, its row locked on PostgreSQL (SQLite runs one write at a time), so replies sent at once are all kept.
    const updated = await strapi.db.transaction(async () => {
      await lockDocument(strapi, "api::message.message", contactId, "update");
      const original = (await messages.findOne({
        documentId: contactId,
        populate: ["replies"],
      })) as StoredMessage | null;
      if (!original) return null;
      await refuseFloodedRecipients(strapi, [original.email]);
      await queueMail(strapi, {
        to: original.email,
        subject: `Réponse à votre message — ${company}`,
        text: `Bonjour ${original.name},\n\n${text}\n\n${author}\n${company}\n\n--- Votre message ---\n${original.message}`,
        html: `<p>Bonjour ${escapeHtml(original.name)},</p><p>${htmlLines(text)}</p><p>${escapeHtml(author)}<br>${escapeHtml(company)}</p><hr><p><em>Votre message :</em><br>${htmlLines(original.message)}</p>`,
        about: `Réponse au message de ${original.email}`,
      });
      const replies = (original.replies ?? []).map(({ id: _id, ...reply }) => reply);
      return messages.update({
        documentId: contactId,
        data: documentData<"api::message.message">({
          read: true,
          replies: [...replies, { text, author, sentAt: new Date() }],
        }),
        populate: ["replies"],
      });
    });
    if (!updated) return ctx.notFound("Message non trouvé");
    ctx.body = { success: true, message: "Votre réponse a été envoyée avec succès", data: updated };
  },
});
