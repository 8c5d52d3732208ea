import { Route } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { DashboardScreen } from "./DashboardScreen";

/** /dashboard, admin only (an Écrivain is sent to /messages). */
export const dashboardRoutes = [
  <Route
    key="/dashboard"
    path="/dashboard"
    element={
      <RequireRole allow={adminOnly}>
        <DashboardScreen />
      </RequireRole>
    }
  />,
];
