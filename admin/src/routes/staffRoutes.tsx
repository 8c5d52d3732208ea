import { Route } from "react-router-dom";
import { HomeRedirect } from "../auth/HomeRedirect";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly, staffRoles, type Role } from "../auth/roles";
import type { OwnerKey, ScreenKey } from "../i18n/fr";
import { SettingsPage } from "../settings/SettingsPage";
import { ScreenPlaceholder } from "./ScreenPlaceholder";

const guardedScreen = (path: string, allow: readonly Role[], screen: ScreenKey, owner: OwnerKey) => (
  <Route
    key={path}
    path={path}
    element={
      <RequireRole allow={allow}>
        <ScreenPlaceholder screen={screen} owner={owner} />
      </RequireRole>
    }
  />
);

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
  guardedScreen("/clients/add", adminOnly, "client_add", "clients"),
  guardedScreen("/clients/:id", adminOnly, "client_show", "clients"),
  guardedScreen("/invoices/create", adminOnly, "invoice_create", "invoices"),
  guardedScreen("/invoices/:id", adminOnly, "invoice_show", "invoices"),
  guardedScreen("/quotes/create", adminOnly, "quote_create", "quotes"),
  guardedScreen("/quotes/:id", adminOnly, "quote_show", "quotes"),
  guardedScreen("/delivery/create", adminOnly, "delivery_create", "delivery"),
  guardedScreen("/delivery/:id", adminOnly, "delivery_show", "delivery"),
];
