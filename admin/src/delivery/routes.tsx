import { Route } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { lazyScreen } from "../routes/lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const DeliveryCreate = lazyScreen(() => import("./DeliveryCreate"), "DeliveryCreate");
const DeliveryShow = lazyScreen(() => import("./DeliveryShow"), "DeliveryShow");

/** The spec's addresses of the delivery-note screens, admin only (spec 001 point 6). */
export const deliveryRoutes = [
  <Route
    key="/delivery/create"
    path="/delivery/create"
    element={
      <RequireRole allow={adminOnly}>
        <DeliveryCreate />
      </RequireRole>
    }
  />,
  <Route
    key="/delivery/:id"
    path="/delivery/:id"
    element={
      <RequireRole allow={adminOnly}>
        <DeliveryShow />
      </RequireRole>
    }
  />,
];
