import { factories } from "@strapi/strapi";

export default factories.createCoreService("api::recurring-invoice.recurring-invoice");
