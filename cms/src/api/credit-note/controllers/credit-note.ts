import { factories } from "@strapi/strapi";

export default factories.createCoreController("api::credit-note.credit-note");
