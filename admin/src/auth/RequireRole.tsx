import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { usePermissions } from "react-admin";
import { isStaffRole, STAFF_ROLES, type StaffRole } from "@agency/shared";
import { homePathFor } from "./roles";

interface RequireRoleProps {
  /** Roles that may see the screen; by default every staff role. */
  allow?: readonly StaffRole[];
  children: ReactNode;
}

/**
 * Screen guard: no staff user signed in → /login; a staff role not allowed here → that
 * role's home (an Écrivain lands on /messages). The API refuses the same calls with 403;
 * this guard only spares the user a screen they cannot use.
 */
export const RequireRole = ({ allow = STAFF_ROLES, children }: RequireRoleProps) => {
  const { permissions, isPending } = usePermissions<unknown>();
  if (isPending) return null;
  if (!isStaffRole(permissions)) return <Navigate to="/login" replace />;
  if (!allow.includes(permissions)) return <Navigate to={homePathFor(permissions)} replace />;
  return <>{children}</>;
};
