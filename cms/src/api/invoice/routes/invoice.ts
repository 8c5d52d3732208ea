import { factories } from "@strapi/strapi";

// A deletion needs a one-time code verified for this very record; a creation may carry an Idempotency-Key.
export default factories.createCoreRouter("api::invoice.invoice", {
  config: {
    create: { middlewares: ["global::idempotency"] },
    delete: { policies: [{ name: "global::deletion-code", config: { resource: "invoices" } }] },
  },
});
