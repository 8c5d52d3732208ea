import { factories } from "@strapi/strapi";

// Credit notes are made by POST /invoices/:id/credit-note and are never edited or deleted.
export default factories.createCoreRouter("api::credit-note.credit-note", { only: ["find", "findOne"] });
