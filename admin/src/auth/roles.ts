/** The two staff roles of the back-office, spelt as the API answers them. */
export const staffRoles = ["admin", "Écrivain"] as const;

export type Role = (typeof staffRoles)[number];

export const adminOnly: readonly Role[] = ["admin"];

export const isStaffRole = (value: unknown): value is Role => staffRoles.some((role) => role === value);

/** Where each role lands after sign-in and when sent away from a screen it may not see. */
export const homePathFor = (role: Role): string => (role === "admin" ? "/dashboard" : "/messages");
