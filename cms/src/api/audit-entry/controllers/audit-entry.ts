import { factories } from "@strapi/strapi";
import { verifyJournal } from "../../../audit/journal";

export default factories.createCoreController("api::audit-entry.audit-entry", ({ strapi }) => ({
  /** GET /api/audit-entries/verify: { ok, count, firstBrokenId } over the whole chain. */
  async verify(ctx) {
    ctx.body = await verifyJournal(strapi);
  },
}));
