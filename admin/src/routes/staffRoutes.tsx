import { Route } from "react-router-dom";
import { HomeRedirect } from "../auth/HomeRedirect";
import { auditRoutes } from "../audit/routes";
import { clientRoutes } from "../clients/routes";
import { creditNoteRoutes } from "../creditNotes/routes";
import { dashboardRoutes } from "../dashboard/routes";
import { deliveryRoutes } from "../delivery/routes";
import { invoiceRoutes } from "../invoices/routes";
import { postRoutes } from "../posts/routes";
import { quoteRoutes } from "../quotes/routes";
import { userRoutes } from "../users/routes";

/**
 * The spec's own addresses, inside the layout, one list per resource folder. They are more
 * specific than react-admin's `<resource>/*` routes, so /clients/add or /invoices/:id win over
 * the resource's router. Admin-only: dashboard, settings, users, clients, invoices, quotes,
 * delivery notes, credit notes, payments and the audit journal.
 */
export const staffRoutes = [
  <Route key="/" path="/" element={<HomeRedirect />} />,
  ...dashboardRoutes,
  ...postRoutes,
  ...userRoutes,
  ...clientRoutes,
  ...invoiceRoutes,
  ...quoteRoutes,
  ...deliveryRoutes,
  ...creditNoteRoutes,
  ...auditRoutes,
];
