import { factories } from '@strapi/strapi';

/** Visitors read published articles only; staff see drafts too. */
export default factories.createCoreController('api::article.article', () => ({
  async find(ctx: any) {
    if (!ctx.state.user) {
      ctx.query = { ...ctx.query, filters: { ...(ctx.query.filters ?? {}), status: 'published' } };
    }
    return super.find(ctx);
  },
  async findOne(ctx: any) {
    if (!ctx.state.user) {
      ctx.query = { ...ctx.query, filters: { ...(ctx.query.filters ?? {}), status: 'published' } };
    }
    return super.findOne(ctx);
  },
}));
