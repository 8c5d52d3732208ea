import { adminOnly } from "../auth/roles";
import { guardedScreen } from "../routes/guardedScreen";

/** The spec's addresses of this resource's screens (placeholders until they are built). */
export const clientRoutes = [
  guardedScreen("/clients/add", adminOnly, "client_add", "clients"),
  guardedScreen("/clients/:id", adminOnly, "client_show", "clients"),
];
