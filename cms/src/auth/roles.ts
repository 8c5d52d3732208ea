import { ROLE_ADMIN, ROLE_WRITER, type StaffRole } from "@agency/shared";

export { ROLE_ADMIN, ROLE_WRITER };

/** users-permissions keys roles by a `type` slug as well as by name. */
export const ROLE_TYPES: Record<StaffRole, string> = {
  [ROLE_ADMIN]: "admin",
  [ROLE_WRITER]: "ecrivain",
};

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  [ROLE_ADMIN]: "Accès complet au tableau de bord",
  [ROLE_WRITER]: "Création et gestion d'articles",
};
