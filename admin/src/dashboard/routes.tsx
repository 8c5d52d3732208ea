import { adminOnly } from "../auth/roles";
import { guardedRoute } from "../routes/guardedRoute";
import { lazyScreen } from "../routes/lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const DashboardScreen = lazyScreen(() => import("./DashboardScreen"), "DashboardScreen");

/** /dashboard, admin only (an Écrivain is sent to /messages). */
export const dashboardRoutes = [guardedRoute("/dashboard", adminOnly, <DashboardScreen />)];
