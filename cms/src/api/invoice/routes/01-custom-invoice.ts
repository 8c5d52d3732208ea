import { einvoiceRoute, mailRoutes, salesRouteTable } from "../../../sales/routes";

export default salesRouteTable("invoice", "invoices", {
  actions: [
    ["issue", "issue"],
    ["mark-paid", "markPaid"],
    ["refund", "refund", { middlewares: ["global::idempotency"] }],
    ["credit-note", "creditNote", { middlewares: ["global::idempotency"] }],
    ["duplicate", "duplicate"],
  ],
  others: [
    ...mailRoutes("invoice", "invoices"),
    einvoiceRoute("invoice", "invoices"),
    // The e-invoices of the list's issued invoices, one archive: before the core router's /invoices/:id.
    { method: "GET", path: "/invoices/einvoice.zip", handler: "api::invoice.invoice-document.einvoiceZip" },
  ],
});
