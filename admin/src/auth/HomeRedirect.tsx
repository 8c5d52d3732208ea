import { Navigate } from "react-router-dom";
import { usePermissions } from "react-admin";
import { isStaffRole } from "@agency/shared";
import { homePathFor } from "./roles";

/** `/` has no screen of its own: each role goes to its home, anyone else to /login. */
export const HomeRedirect = () => {
  const { permissions, isPending } = usePermissions<unknown>();
  if (isPending) return null;
  return <Navigate to={isStaffRole(permissions) ? homePathFor(permissions) : "/login"} replace />;
};
