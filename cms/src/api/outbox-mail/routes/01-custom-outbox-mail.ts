// Before the core router, whose /outbox-mails/:id would otherwise take "run" for an id.
export default {
  routes: [
    { method: "POST", path: "/outbox-mails/run", handler: "api::outbox-mail.outbox-mail.run" },
    { method: "POST", path: "/outbox-mails/:id/resend", handler: "api::outbox-mail.outbox-mail.resend" },
  ],
};
