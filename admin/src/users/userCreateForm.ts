import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";
import { userCreateSchema, type UserCreateData } from "@agency/shared";

export const USER_FIELDS = ["name", "email", "password", "role"] as const;
export type UserField = (typeof USER_FIELDS)[number];
/** What the inputs hold: react-admin empties a cleared text to null. */
export type UserFormValues = Partial<Record<UserField, string | null>>;

export const emptyUserForm: Record<UserField, string> = { name: "", email: "", password: "", role: "" };

/** "Créer l'utilisateur" stays disabled until every field holds something (spec 000 point 2). */
export const isUserFormComplete = (values: UserFormValues): boolean =>
  USER_FIELDS.every((field) => (field === "password" ? values[field] : values[field]?.trim()));

/** The browser runs the server's own rules (the shared `userCreateSchema`) before asking for a code. */
export const userCreateResolver = zodResolver(userCreateSchema as z.ZodType<UserCreateData, FieldValues>);
