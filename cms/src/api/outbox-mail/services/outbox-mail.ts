import { factories } from "@strapi/strapi";

export default factories.createCoreService("api::outbox-mail.outbox-mail");
