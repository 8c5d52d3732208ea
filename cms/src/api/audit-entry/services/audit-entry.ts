import { factories } from "@strapi/strapi";

export default factories.createCoreService("api::audit-entry.audit-entry");
