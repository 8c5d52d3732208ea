import { STAFF_MAIL_LIMIT } from "../../../auth/rate-limits";

export default {
  routes: [
    {
      method: "POST",
      path: "/reply/send",
      handler: "api::message.reply.send",
      config: { middlewares: [STAFF_MAIL_LIMIT()] },
    },
  ],
};
