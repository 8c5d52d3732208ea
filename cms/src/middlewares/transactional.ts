import type { Context } from "../utils/context";
import type { Core } from "@strapi/strapi";

/**
 * The route's handler in one database transaction, so that what a plugin writes through the query layer (a staff
 * account's deletion by users-permissions) and the journal entry its lifecycle appends stand or fall together.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (_ctx: Context, next: () => Promise<void>) =>
    strapi.db.transaction(() => next());
