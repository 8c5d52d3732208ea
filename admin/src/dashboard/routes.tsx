import { Route } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { lazyScreen } from "../routes/lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const DashboardScreen = lazyScreen(() => import("./DashboardScreen"), "DashboardScreen");

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
