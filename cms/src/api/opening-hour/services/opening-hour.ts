import { factories } from "@strapi/strapi";

export default factories.createCoreService("api::opening-hour.opening-hour");
