import type { Context } from "../../../utils/context";
import { factories } from "@strapi/strapi";
import { salesActions } from "../../../sales/controller";
import { convertQuote } from "../../../sales/convert-quote";
import { InputError } from "../../../sales/input";

// Object.assign, not a spread: the sales actions call `super`, bound to their own object.
export default factories.createCoreController("api::quote.quote", (deps) =>
  Object.assign(salesActions("quote")(deps), {
    /** POST /api/quotes/:id/convert: an accepted quote becomes a new invoice with the same lines. */
    async convert(ctx: Context) {
      try {
        const invoice = await convertQuote(deps.strapi, String(ctx.params.id));
        if (!invoice) return ctx.notFound("Devis non trouvé");
        ctx.status = 201;
        // The answer is an invoice: sanitised with the invoice model, not this controller's (quote) one.
        const auth = ctx.state.auth;
        ctx.body = {
          data: await deps.strapi.contentAPI.sanitize.output(invoice, deps.strapi.getModel("api::invoice.invoice"), {
            auth,
          }),
        };
      } catch (error) {
        if (error instanceof InputError) return ctx.badRequest(error.message);
        throw error;
      }
    },
  }),
);
