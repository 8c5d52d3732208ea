import { adminOnly } from "../auth/roles";
import { guardedScreen } from "../routes/guardedScreen";

/** /dashboard (placeholder until it is built). */
export const dashboardRoutes = [guardedScreen("/dashboard", adminOnly, "dashboard", "dashboard")];
