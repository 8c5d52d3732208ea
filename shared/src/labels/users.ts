import { keysOf, labelFor, labelRecord } from "./options.js";

/** Role badge of the users list. */
export const USER_ROLE_LABELS = labelRecord({
  admin: "Administrateur",
  Écrivain: "Utilisateur",
});

export const USER_ROLES = keysOf(USER_ROLE_LABELS);
export type UserRole = (typeof USER_ROLES)[number];

export const USER_ROLE_DESCRIPTIONS: Readonly<Record<UserRole, string>> = {
  admin: "Accès complet au tableau de bord",
  Écrivain: "Création et gestion d'articles",
};

/** The add-user form offers the role names themselves, writer first. */
export const USER_ROLE_OPTIONS: ReadonlyArray<{ readonly value: UserRole; readonly label: string }> = [
  { value: "Écrivain", label: "Écrivain" },
  { value: "admin", label: "admin" },
];

export function userRoleLabel(role: string): string {
  return labelFor(USER_ROLE_LABELS, role);
}

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === "string" && (USER_ROLES as readonly string[]).includes(value);
}
