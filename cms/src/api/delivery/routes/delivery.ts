import { factories } from "@strapi/strapi";

// A deletion needs a one-time code verified for this very record.
export default factories.createCoreRouter("api::delivery.delivery", {
  config: {
    delete: { policies: [{ name: "global::deletion-code", config: { resource: "deliveries" } }] },
  },
});
