import { factories } from "@strapi/strapi";
import { firstZodMessage, subscriberSchema, zodFieldErrors } from "@agency/shared";

const SUBSCRIBED = { success: true, message: "Abonnement enregistré avec succès" };

/**
 * Newsletter sign-up: the address is checked on the server and stored once;
 * the same address again gets the same success answer (nothing tells a visitor
 * who else is subscribed).
 */
export default factories.createCoreController("api::subscriber.subscriber", ({ strapi }) => ({
  async create(ctx) {
    const body = ctx.request.body ?? {};
    const input = body.data && typeof body.data === "object" ? body.data : body;
    const result = subscriberSchema.safeParse(input);
    if (!result.success) return ctx.badRequest(firstZodMessage(result.error), { errors: zodFieldErrors(result.error) });
    const subscribers = strapi.documents("api::subscriber.subscriber");
    const existing = await subscribers.findFirst({ filters: { email: result.data.email } });
    if (!existing) {
      try {
        await subscribers.create({
          data: { email: result.data.email, source: result.data.source, status: "active" },
        });
      } catch (error) {
        // Two sign-ins of one address at once: the unique index keeps one row, both get the same answer.
        if (!/UNIQUE|duplicate/i.test(String((error as Error).message))) throw error;
      }
    }
    ctx.status = 201;
    ctx.body = SUBSCRIBED;
  },
}));
