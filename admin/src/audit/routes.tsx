import { Route } from "react-router-dom";
import { lazyScreen } from "../routes/lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const AuditList = lazyScreen(() => import("./AuditList"), "AuditList");

/** /audit: the journal and its verification (admin-only, checked by the screen). */
export const auditRoutes = [<Route key="/audit" path="/audit" element={<AuditList />} />];
