import { Route } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { lazyScreen } from "../routes/lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const InvoiceCreate = lazyScreen(() => import("./InvoiceCreate"), "InvoiceCreate");
const InvoiceShow = lazyScreen(() => import("./InvoiceShow"), "InvoiceShow");

/** The spec's addresses of the invoice screens (the list is the resource's own route). */
export const invoiceRoutes = [
  <Route
    key="/invoices/create"
    path="/invoices/create"
    element={
      <RequireRole allow={adminOnly}>
        <InvoiceCreate />
      </RequireRole>
    }
  />,
  <Route
    key="/invoices/:id"
    path="/invoices/:id"
    element={
      <RequireRole allow={adminOnly}>
        <InvoiceShow />
      </RequireRole>
    }
  />,
];
