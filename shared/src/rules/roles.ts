/** The two staff roles, by the names the specification gives them and the API answers. */
export const ROLE_ADMIN = "admin";
export const ROLE_WRITER = "Écrivain";
export const STAFF_ROLES = [ROLE_ADMIN, ROLE_WRITER] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.some((role) => role === value);
