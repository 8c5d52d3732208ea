import { factories } from "@strapi/strapi";

export default factories.createCoreRouter("api::recurring-invoice.recurring-invoice");
