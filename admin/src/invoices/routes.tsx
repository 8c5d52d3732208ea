import { adminOnly } from "../auth/roles";
import { guardedRoute } from "../routes/guardedRoute";
import { lazyScreen } from "../routes/lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const InvoiceCreate = lazyScreen(() => import("./InvoiceCreate"), "InvoiceCreate");
const InvoiceShow = lazyScreen(() => import("./InvoiceShow"), "InvoiceShow");

/** The spec's addresses of the invoice screens (the list is the resource's own route). */
export const invoiceRoutes = [
  guardedRoute("/invoices/create", adminOnly, <InvoiceCreate />),
  guardedRoute("/invoices/:id", adminOnly, <InvoiceShow />),
];
