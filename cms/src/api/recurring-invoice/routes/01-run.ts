// Before the core router, whose /recurring-invoices/:id would otherwise take "run" for an id.
export default {
  routes: [
    { method: "POST", path: "/recurring-invoices/run", handler: "api::recurring-invoice.recurring-invoice.run" },
  ],
};
