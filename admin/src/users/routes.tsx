import { Route } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly, staffRoles } from "../auth/roles";
import { guardedScreen } from "../routes/guardedScreen";
import { SettingsPage } from "../settings/SettingsPage";

/** /users/add, /settings and /banner (placeholders until they are built). */
export const userRoutes = [
  guardedScreen("/users/add", adminOnly, "user_add", "users"),
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
];
