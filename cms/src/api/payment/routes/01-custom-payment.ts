// Before the core router, whose /payments/:id would otherwise take "export" for an id.
export default {
  routes: [{ method: "GET", path: "/payments/export", handler: "api::payment.payment-document.exportList" }],
};
