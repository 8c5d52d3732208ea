import { factories } from "@strapi/strapi";

export default factories.createCoreRouter("api::opening-hour.opening-hour");
