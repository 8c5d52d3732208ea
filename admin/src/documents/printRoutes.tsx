import type { ComponentType } from "react";
import { Route } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { DeliveryPrint } from "../delivery/DeliveryPrint";
import { InvoicePrint } from "../invoices/InvoicePrint";
import { QuotePrint } from "../quotes/QuotePrint";
import type { PrintableResource } from "./documentPaths";

// The same pattern as printViewPath: the screens' base address is the resource's name.
const printRoute = (resource: PrintableResource, View: ComponentType) => (
  <Route
    key={resource}
    path={`/${resource}/:id/print`}
    element={
      <RequireRole allow={adminOnly}>
        <View />
      </RequireRole>
    }
  />
);

/**
 * The print views, outside the layout (no sidebar, no app bar). react-admin renders routes
 * without layout even when signed out, so each is guarded here.
 */
export const printRoutes = [
  printRoute("invoices", InvoicePrint),
  printRoute("quotes", QuotePrint),
  printRoute("delivery", DeliveryPrint),
];
