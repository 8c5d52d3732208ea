import { factories } from "@strapi/strapi";

export default factories.createCoreService("api::credit-note.credit-note");
