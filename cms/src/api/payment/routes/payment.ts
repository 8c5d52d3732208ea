import { factories } from "@strapi/strapi";

// Payments are recorded and, with a code, deleted: never edited.
export default factories.createCoreRouter("api::payment.payment", {
  only: ["find", "findOne", "create", "delete"],
  config: {
    create: { middlewares: ["global::idempotency"] },
    delete: { policies: [{ name: "global::deletion-code", config: { resource: "payments" } }] },
  },
});
