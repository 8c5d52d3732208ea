import { z } from "zod";
import type { FieldValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { companySettingsSchema, type CompanySettingsData } from "@agency/shared";

export type GeneralValues = CompanySettingsData;

export const emptyGeneral: GeneralValues = { name: "", email: "" };

/** The form's validation: the shared schema (a name, a well-formed professional address), trimmed. */
export const generalResolver = zodResolver(companySettingsSchema as z.ZodType<CompanySettingsData, FieldValues>);

const settingsBodySchema = z.object({
  data: z.object({ name: z.string().nullish(), email: z.string().nullish() }).nullish(),
});

/** The version of the settings in an answer of `/api/company-setting` (their `updatedAt`); none before the first save. */
export const settingsVersionOf = (body: unknown): string | undefined =>
  z
    .object({ data: z.object({ updatedAt: z.string().optional() }).nullish() })
    .nullish()
    .parse(body)?.data?.updatedAt;

/**
 * The form's values from `GET /api/company-setting`, null when they were never saved (the data
 * provider's answer to a 404); fields never filled in come back empty.
 */
export const readGeneral = (body: unknown): GeneralValues => {
  if (body === null) return emptyGeneral;
  const data = settingsBodySchema.parse(body).data;
  return { name: data?.name ?? "", email: data?.email ?? "" };
};
