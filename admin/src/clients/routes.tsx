import { Route } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { ClientCreate } from "./ClientCreate";
import { ClientShow } from "./ClientShow";

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
