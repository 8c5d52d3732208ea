import { adminOnly } from "../auth/roles";
import { guardedScreen } from "../routes/guardedScreen";

/** The spec's addresses of this resource's screens (placeholders until they are built). */
export const deliveryRoutes = [
  guardedScreen("/delivery/create", adminOnly, "delivery_create", "delivery"),
  guardedScreen("/delivery/:id", adminOnly, "delivery_show", "delivery"),
];
