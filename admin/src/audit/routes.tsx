import { Route } from "react-router-dom";
import { AuditList } from "./AuditList";

/** /audit: the journal and its verification (admin-only, checked by the screen). */
export const auditRoutes = [<Route key="/audit" path="/audit" element={<AuditList />} />];
