import { adminOnly } from "../auth/roles";
import { guardedRoute } from "../routes/guardedRoute";
import { lazyScreen } from "../routes/lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const DeliveryCreate = lazyScreen(() => import("./DeliveryCreate"), "DeliveryCreate");
const DeliveryShow = lazyScreen(() => import("./DeliveryShow"), "DeliveryShow");

/** The spec's addresses of the delivery-note screens, admin only (spec 001 point 6). */
export const deliveryRoutes = [
  guardedRoute("/delivery/create", adminOnly, <DeliveryCreate />),
  guardedRoute("/delivery/:id", adminOnly, <DeliveryShow />),
];
