import { factories } from "@strapi/strapi";

export default factories.createCoreService("api::site-content.site-content");
