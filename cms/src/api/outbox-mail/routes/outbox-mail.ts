import { factories } from "@strapi/strapi";

// Mails are written by the actions that send them, never through a route: the back-office reads them.
export default factories.createCoreRouter("api::outbox-mail.outbox-mail", { only: ["find", "findOne"] });
