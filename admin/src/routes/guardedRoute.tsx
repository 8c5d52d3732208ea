import type { ReactNode } from "react";
import { Route } from "react-router-dom";
import type { StaffRole } from "@agency/shared";
import { RequireRole } from "../auth/RequireRole";

/**
 * A screen at one of the spec's addresses, shown to the given roles only (the API refuses the
 * same calls with 403; the guard spares the user a screen they cannot use).
 */
export const guardedRoute = (path: string, allow: readonly StaffRole[], screen: ReactNode) => (
  <Route key={path} path={path} element={<RequireRole allow={allow}>{screen}</RequireRole>} />
);
