import { Route } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { lazyScreen } from "../routes/lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const ClientCreate = lazyScreen(() => import("./ClientCreate"), "ClientCreate");
const ClientShow = lazyScreen(() => import("./ClientShow"), "ClientShow");

/** The spec's addresses of the client screens; /clients itself is the resource's list. */
export const clientRoutes = [
  <Route
    key="/clients/add"
    path="/clients/add"
    element={
      <RequireRole allow={adminOnly}>
        <ClientCreate />
      </RequireRole>
    }
  />,
  <Route
    key="/clients/:id"
    path="/clients/:id"
    element={
      <RequireRole allow={adminOnly}>
        <ClientShow />
      </RequireRole>
    }
  />,
];
