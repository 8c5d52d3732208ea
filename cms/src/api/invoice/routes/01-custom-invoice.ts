import { einvoiceRoute, mailRoutes, salesRouteTable } from "../../../sales/routes";

export default salesRouteTable("invoice", "invoices", {
  actions: [
    ["issue", "issue"],
    ["mark-paid", "markPaid"],
    ["credit-note", "creditNote", { middlewares: ["global::idempotency"] }],
    ["duplicate", "duplicate"],
  ],
  others: [...mailRoutes("invoice", "invoices"), einvoiceRoute("invoice", "invoices")],
});
