import { Route } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { InvoiceCreate } from "./InvoiceCreate";
import { InvoiceShow } from "./InvoiceShow";

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
