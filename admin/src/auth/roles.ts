import { ROLE_ADMIN, type StaffRole } from "@agency/shared";

/** Screens only an admin opens (the two role names themselves live in shared/). */
export const adminOnly: readonly StaffRole[] = [ROLE_ADMIN];

/** Where each role lands after sign-in and when sent away from a screen it may not see. */
export const homePathFor = (role: StaffRole): string => (role === ROLE_ADMIN ? "/dashboard" : "/messages");
