import type { ReactNode } from "react";
import { Route } from "react-router-dom";
import { RequireRole } from "../auth/RequireRole";
import { STAFF_ROLES, type StaffRole } from "@agency/shared";
import { adminOnly } from "../auth/roles";
import { lazyScreen } from "../routes/lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const BannerPage = lazyScreen(() => import("../banner/BannerPage"), "BannerPage");
const SettingsPage = lazyScreen(() => import("../settings/SettingsPage"), "SettingsPage");
const UserCreate = lazyScreen(() => import("./UserCreate"), "UserCreate");

const guarded = (path: string, allow: readonly StaffRole[], screen: ReactNode) => (
  <Route key={path} path={path} element={<RequireRole allow={allow}>{screen}</RequireRole>} />
);

/** /users/add and /settings (admin only), /banner (both roles). */
export const userRoutes = [
  guarded("/users/add", adminOnly, <UserCreate />),
  guarded("/settings", adminOnly, <SettingsPage />),
  guarded("/banner", STAFF_ROLES, <BannerPage />),
];
