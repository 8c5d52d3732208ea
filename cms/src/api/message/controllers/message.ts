import { factories } from "@strapi/strapi";
import {
  contactFormMessage,
  contactSchema,
  firstZodMessage,
  messageStatusSchema,
  zodFieldErrors,
} from "@agency/shared";

/**
 * The public contact form: the five fields required ("Tous les champs sont
 * requis"), address and phone checked, lengths bounded, stored with its date.
 * Accepts the spec's flat body as well as Strapi's `{ data }`.
 */
export default factories.createCoreController("api::message.message", () => ({
  async create(ctx) {
    const body = ctx.request.body ?? {};
    const input = body.data && typeof body.data === "object" ? body.data : body;
    const result = contactSchema.safeParse(input);
    if (!result.success)
      return ctx.badRequest(contactFormMessage(result.error), { errors: zodFieldErrors(result.error) });
    ctx.request.body = { data: { ...result.data, date: new Date(), read: false } };
    await super.create(ctx);
    ctx.status = 201;
    // A visitor learns that the message arrived, nothing of what is stored.
    ctx.body = { success: true, message: "Message envoyé avec succès" };
  },

  /** Marks a message read or unread, nothing else: a reply goes to the address the visitor gave, never to another. */
  async update(ctx) {
    const result = messageStatusSchema.safeParse(ctx.request.body?.data);
    if (!result.success) return ctx.badRequest(firstZodMessage(result.error), { errors: zodFieldErrors(result.error) });
    ctx.request.body = { data: result.data };
    return super.update(ctx);
  },
}));
