import { factories } from "@strapi/strapi";

// A retainer is stopped (made inactive), never deleted: the invoices it made keep its key.
export default factories.createCoreRouter("api::recurring-invoice.recurring-invoice", {
  only: ["find", "findOne", "create", "update"],
});
