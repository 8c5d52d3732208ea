import { z } from "zod";
import { isEmailAddress, zodFieldErrors } from "@agency/shared";

const KEYS = "app.users_screen.settings";

export interface GeneralValues {
  name: string;
  email: string;
}

export const emptyGeneral: GeneralValues = { name: "", email: "" };

// Messages are translation keys: the tab translates them under the fields.
const generalSchema = z.object({
  name: z.string().trim().min(1, `${KEYS}.name_required`),
  email: z.string().trim().refine(isEmailAddress, `${KEYS}.email_invalid`),
});

export type GeneralCheck = { ok: true; data: GeneralValues } | { ok: false; errors: Record<string, string> };

/** The browser's check before saving: a name, and a well-formed professional address. */
export const checkGeneral = (values: GeneralValues): GeneralCheck => {
  const parsed = generalSchema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
};

const settingsBodySchema = z.object({
  data: z.object({ name: z.string().nullish(), email: z.string().nullish() }).nullish(),
});

/** The form's values from `GET /api/company-setting`; fields never filled in come back empty. */
export const readGeneral = (body: unknown): GeneralValues => {
  const data = settingsBodySchema.parse(body).data;
  return { name: data?.name ?? "", email: data?.email ?? "" };
};
