import type { Core } from "@strapi/strapi";

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async index(ctx: any) {
    ctx.body = await strapi.service("api::tableux.tableux").summary();
  },
});
