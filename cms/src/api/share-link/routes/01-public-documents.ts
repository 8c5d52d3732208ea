import { SHARED_ANSWER_LIMITS, SHARED_READ_LIMITS } from "../../../auth/rate-limits";

const handler = (action: string) => `api::share-link.public-document.${action}`;
const policies = ["global::site-caller"];
const read = { policies, middlewares: SHARED_READ_LIMITS.map((limit) => limit()) };
const answer = { policies, middlewares: SHARED_ANSWER_LIMITS.map((limit) => limit()) };

/** The client's side of a document, read by the site's server for `/d/<token>` (see controllers/public-document). */
export default {
  routes: [
    { method: "GET", path: "/public/documents/:token", handler: handler("show"), config: read },
    { method: "GET", path: "/public/documents/:token/pdf", handler: handler("pdf"), config: read },
    { method: "POST", path: "/public/documents/:token/accept", handler: handler("accept"), config: answer },
    { method: "POST", path: "/public/documents/:token/reject", handler: handler("reject"), config: answer },
  ],
};
