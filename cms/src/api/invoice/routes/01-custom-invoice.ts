// Before the core router, whose /invoices/:id would otherwise take "next-number" or "export" for an id.
export default {
  routes: [
    { method: "GET", path: "/invoices/export", handler: "api::invoice.invoice-document.exportList" },
    { method: "GET", path: "/invoices/:id/pdf", handler: "api::invoice.invoice-document.pdf" },
    { method: "GET", path: "/invoices/next-number", handler: "api::invoice.invoice.nextNumber" },
    { method: "POST", path: "/invoices/:id/issue", handler: "api::invoice.invoice.issue" },
    { method: "POST", path: "/invoices/:id/mark-paid", handler: "api::invoice.invoice.markPaid" },
    {
      method: "POST",
      path: "/invoices/:id/credit-note",
      handler: "api::invoice.invoice.creditNote",
      config: { middlewares: ["global::idempotency"] },
    },
    { method: "POST", path: "/invoices/:id/duplicate", handler: "api::invoice.invoice.duplicate" },
  ],
};
