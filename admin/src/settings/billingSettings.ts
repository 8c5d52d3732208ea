import { z } from "zod";
import type { FieldValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  billingSettingsSchema,
  DEFAULT_MAIL_TEMPLATE,
  DEFAULT_REMINDER_DAYS,
  SHARE_LINK_DEFAULT_DAYS,
  VAT_EXEMPTION_IDS,
  type BillingSettingsData,
  type VatExemptionId,
} from "@agency/shared";

/** The "Facturation" form: the templates as text, the default one shown when none is saved. */
export interface BillingValues {
  remindersEnabled: boolean;
  reminderDays: string;
  rib: string;
  vatExemption: VatExemptionId;
  mailSubjectTemplate: string;
  mailMessageTemplate: string;
  /** How many days a new client link works. */
  shareLinkDays: number;
}

export const emptyBilling: BillingValues = {
  remindersEnabled: false,
  reminderDays: DEFAULT_REMINDER_DAYS.join(", "),
  rib: "",
  vatExemption: "art91",
  mailSubjectTemplate: DEFAULT_MAIL_TEMPLATE.subject,
  mailMessageTemplate: DEFAULT_MAIL_TEMPLATE.message,
  shareLinkDays: SHARE_LINK_DEFAULT_DAYS,
};

/** The form's validation: the shared schema the server applies (known variables only, whole days, 1 to 365 for links). */
export const billingResolver = zodResolver(billingSettingsSchema as z.ZodType<BillingSettingsData, FieldValues>);

const settingsBodySchema = z.object({
  data: z
    .object({
      remindersEnabled: z.boolean().nullish(),
      reminderDays: z.string().nullish(),
      rib: z.string().nullish(),
      vatExemption: z.enum(VAT_EXEMPTION_IDS).nullish(),
      mailSubjectTemplate: z.string().nullish(),
      mailMessageTemplate: z.string().nullish(),
      shareLinkDays: z.number().nullish(),
    })
    .nullish(),
});

/** The form's values from `GET /api/company-setting` (null when never saved): what the server would use. */
export const readBilling = (body: unknown): BillingValues => {
  const data = body === null ? null : settingsBodySchema.parse(body).data;
  return {
    remindersEnabled: data?.remindersEnabled ?? emptyBilling.remindersEnabled,
    reminderDays: data?.reminderDays || emptyBilling.reminderDays,
    rib: data?.rib ?? "",
    vatExemption: data?.vatExemption ?? emptyBilling.vatExemption,
    mailSubjectTemplate: data?.mailSubjectTemplate || emptyBilling.mailSubjectTemplate,
    mailMessageTemplate: data?.mailMessageTemplate || emptyBilling.mailMessageTemplate,
    shareLinkDays: data?.shareLinkDays ?? emptyBilling.shareLinkDays,
  };
};

/** The saved settings back in the form: a cleared template is the default one again. */
export const billingFormValues = (saved: BillingSettingsData): BillingValues => ({
  remindersEnabled: saved.remindersEnabled,
  reminderDays: saved.reminderDays,
  rib: saved.rib ?? "",
  vatExemption: saved.vatExemption,
  mailSubjectTemplate: saved.mailSubjectTemplate ?? emptyBilling.mailSubjectTemplate,
  mailMessageTemplate: saved.mailMessageTemplate ?? emptyBilling.mailMessageTemplate,
  shareLinkDays: saved.shareLinkDays,
});
