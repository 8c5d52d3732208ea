import { adminOnly } from "../auth/roles";
import { guardedScreen } from "../routes/guardedScreen";

/** The spec's addresses of this resource's screens (placeholders until they are built). */
export const invoiceRoutes = [
  guardedScreen("/invoices/create", adminOnly, "invoice_create", "invoices"),
  guardedScreen("/invoices/:id", adminOnly, "invoice_show", "invoices"),
];
