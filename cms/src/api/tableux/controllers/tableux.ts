import type { Context } from "../../../utils/context";
import type { Core } from "@strapi/strapi";

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async index(ctx: Context) {
    ctx.body = await strapi.service("api::tableux.tableux").summary();
  },
});
