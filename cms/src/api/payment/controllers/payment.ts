import { factories, type Core } from "@strapi/strapi";
import { firstZodMessage, paymentSchema, zodFieldErrors } from "@agency/shared";
import { ConflictError } from "../../../sales/conflict";
import { PaymentRefused } from "../../../sales/payments";
import { documentData } from "../../../utils/documents";

export default factories.createCoreController("api::payment.payment", ({ strapi }) => ({
  /** Checked with the shared schema; the amount due, the invoice's state and its status are the document service's. */
  async create(this: Core.CoreAPI.Controller.Base, ctx) {
    const parsed = paymentSchema.safeParse(ctx.request.body?.data ?? {});
    if (!parsed.success) return ctx.badRequest(firstZodMessage(parsed.error), { errors: zodFieldErrors(parsed.error) });
    try {
      const created = await strapi
        .documents("api::payment.payment")
        .create({ data: documentData<"api::payment.payment">(parsed.data), populate: ["invoice"] });
      ctx.status = 201;
      ctx.body = await this.transformResponse(await this.sanitizeOutput(created, ctx));
    } catch (error) {
      if (error instanceof PaymentRefused) return ctx.badRequest(error.message, { errors: { amount: error.message } });
      if (error instanceof ConflictError) return ctx.conflict(error.message, error.details);
      throw error;
    }
  },
}));
