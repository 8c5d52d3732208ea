import { CONTACT_LIMIT } from "../../../auth/rate-limits";

/** Contact messages answer at /api/contact, the path the specification uses. */
export default {
  routes: [
    { method: "GET", path: "/contact", handler: "api::message.message.find" },
    { method: "GET", path: "/contact/:id", handler: "api::message.message.findOne" },
    {
      method: "POST",
      path: "/contact",
      handler: "api::message.message.create",
      config: { middlewares: [CONTACT_LIMIT()] },
    },
    { method: "PUT", path: "/contact/:id", handler: "api::message.message.update" },
    {
      method: "DELETE",
      path: "/contact/:id",
      handler: "api::message.message.delete",
      config: { policies: [{ name: "global::deletion-code", config: { resource: "messages" } }] },
    },
  ],
};
