import { factories } from "@strapi/strapi";

// The journal is read, never written through a route: entries are appended by the changes they record.
export default factories.createCoreRouter("api::audit-entry.audit-entry", { only: ["find", "findOne"] });
