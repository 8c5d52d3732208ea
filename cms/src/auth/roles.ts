/** The two staff roles, by the names the specification gives them. */
export const ROLE_ADMIN = "admin";
export const ROLE_WRITER = "Écrivain";
export const ROLE_NAMES = [ROLE_ADMIN, ROLE_WRITER] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** users-permissions keys roles by a `type` slug as well as by name. */
export const ROLE_TYPES: Record<RoleName, string> = {
  [ROLE_ADMIN]: "admin",
  [ROLE_WRITER]: "ecrivain",
};

export const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  [ROLE_ADMIN]: "Accès complet au tableau de bord",
  [ROLE_WRITER]: "Création et gestion d'articles",
};
