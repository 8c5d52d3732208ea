export default {
  routes: [{ method: "POST", path: "/reply/send", handler: "api::message.reply.send" }],
};
