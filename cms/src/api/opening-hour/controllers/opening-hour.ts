import { factories } from "@strapi/strapi";

export default factories.createCoreController("api::opening-hour.opening-hour");
