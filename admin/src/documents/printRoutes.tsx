import type { ComponentType } from "react";
import { Route } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { lazyScreen, WithLoading } from "../routes/lazyScreen";
import type { PrintableResource } from "./documentPaths";

// Printing is rare: each view is its own chunk, fetched when its address is opened.
const InvoicePrint = lazyScreen(() => import("../invoices/InvoicePrint"), "InvoicePrint");
const QuotePrint = lazyScreen(() => import("../quotes/QuotePrint"), "QuotePrint");
const DeliveryPrint = lazyScreen(() => import("../delivery/DeliveryPrint"), "DeliveryPrint");

// The same pattern as printViewPath: the screens' base address is the resource's name.
const printRoute = (resource: PrintableResource, View: ComponentType) => (
  <Route
    key={resource}
    path={`/${resource}/:id/print`}
    element={
      <RequireRole allow={adminOnly}>
        {/* Outside the layout, so outside its Suspense: this one shows react-admin's loading screen. */}
        <WithLoading>
          <View />
        </WithLoading>
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
