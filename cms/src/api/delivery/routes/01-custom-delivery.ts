// Before the core router, whose /deliveries/:id would otherwise take "next-number" or "export" for an id.
export default {
  routes: [
    { method: "GET", path: "/deliveries/export", handler: "api::delivery.delivery-document.exportList" },
    { method: "GET", path: "/deliveries/:id/pdf", handler: "api::delivery.delivery-document.pdf" },
    { method: "GET", path: "/deliveries/next-number", handler: "api::delivery.delivery.nextNumber" },
    { method: "POST", path: "/bons/send", handler: "api::delivery.delivery-mail.send" },
  ],
};
