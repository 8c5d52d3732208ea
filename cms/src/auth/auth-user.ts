import { STAFF_ROLES, type StaffRole } from "@agency/shared";

export interface AuthUser {
  id: number;
  documentId: string;
  name: string;
  email: string;
  role: StaffRole | null;
}

interface UserRow {
  id: number;
  documentId: string;
  name?: string | null;
  username?: string | null;
  email: string;
  role?: { name?: string | null } | null;
}

/** The public shape of a signed-in staff member: never the password hash or tokens. */
export function toAuthUser(user: UserRow): AuthUser {
  const roleName = user.role?.name;
  return {
    id: user.id,
    documentId: user.documentId,
    name: user.name || user.username || user.email,
    email: user.email,
    role: STAFF_ROLES.find((name) => name === roleName) ?? null,
  };
}
