import { Route } from "react-router-dom";
import { HomeRedirect } from "../auth/HomeRedirect";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly, staffRoles } from "../auth/roles";
import { clientRoutes } from "../clients/routes";
import { deliveryRoutes } from "../delivery/routes";
import { invoiceRoutes } from "../invoices/routes";
import { quoteRoutes } from "../quotes/routes";
import { SettingsPage } from "../settings/SettingsPage";
import { guardedScreen } from "./guardedScreen";

/**
 * The spec's own addresses, inside the layout. They are more specific than react-admin's
 * `<resource>/*` routes, so /clients/add or /invoices/:id win over the resource's router.
 * Admin-only: dashboard, settings, users, clients, invoices, quotes, delivery notes.
 */
export const staffRoutes = [
  <Route key="/" path="/" element={<HomeRedirect />} />,
  guardedScreen("/dashboard", adminOnly, "dashboard", "dashboard"),
  <Route
    key="/settings"
    path="/settings"
    element={
      <RequireRole allow={adminOnly}>
        <SettingsPage />
      </RequireRole>
    }
  />,
  guardedScreen("/banner", staffRoles, "banner", "banner"),
  guardedScreen("/create-article", staffRoles, "create_article", "articles"),
  guardedScreen("/articles/:id", staffRoles, "article_show", "articles"),
  guardedScreen("/articles/:id/edit", staffRoles, "article_edit", "articles"),
  guardedScreen("/users/add", adminOnly, "user_add", "users"),
  ...clientRoutes,
  ...invoiceRoutes,
  ...quoteRoutes,
  ...deliveryRoutes,
];
