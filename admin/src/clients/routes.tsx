import { adminOnly } from "../auth/roles";
import { guardedRoute } from "../routes/guardedRoute";
import { lazyScreen } from "../routes/lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const ClientCreate = lazyScreen(() => import("./ClientCreate"), "ClientCreate");
const ClientShow = lazyScreen(() => import("./ClientShow"), "ClientShow");

/** The spec's addresses of the client screens; /clients itself is the resource's list. */
export const clientRoutes = [
  guardedRoute("/clients/add", adminOnly, <ClientCreate />),
  guardedRoute("/clients/:id", adminOnly, <ClientShow />),
];
