import { factories } from "@strapi/strapi";
import { NEWSLETTER_LIMIT } from "../../../auth/rate-limits";

// Public sign-up is rate-limited; a deletion needs a one-time code verified for this very record.
export default factories.createCoreRouter("api::subscriber.subscriber", {
  config: {
    create: { middlewares: [NEWSLETTER_LIMIT()] },
    delete: { policies: [{ name: "global::deletion-code", config: { resource: "subscribers" } }] },
  },
});
