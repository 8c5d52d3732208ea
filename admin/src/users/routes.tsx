import { STAFF_ROLES } from "@agency/shared";
import { adminOnly } from "../auth/roles";
import { guardedRoute } from "../routes/guardedRoute";
import { lazyScreen } from "../routes/lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const BannerPage = lazyScreen(() => import("../banner/BannerPage"), "BannerPage");
const SettingsPage = lazyScreen(() => import("../settings/SettingsPage"), "SettingsPage");
const UserCreate = lazyScreen(() => import("./UserCreate"), "UserCreate");

/** /users/add and /settings (admin only), /banner (both roles). */
export const userRoutes = [
  guardedRoute("/users/add", adminOnly, <UserCreate />),
  guardedRoute("/settings", adminOnly, <SettingsPage />),
  guardedRoute("/banner", STAFF_ROLES, <BannerPage />),
];
