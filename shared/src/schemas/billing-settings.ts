import { z } from "zod";
import { VAT_EXEMPTION_IDS } from "../rules/einvoice.js";
import { MAIL_TEMPLATE_VARIABLES, unknownVariables } from "../rules/mail-template.js";
import { parseReminderDays } from "../rules/recurrence.js";
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS } from "../rules/share.js";
import { OBJECT_ERROR } from "./errors.js";
import { tooLongMessage } from "./common.js";

export const BILLING_SETTINGS_MESSAGES = {
  reminderDays: "Indiquez des nombres de jours séparés par des virgules, par exemple « 7, 15, 30 ».",
  remindersEnabled: "Veuillez indiquer si les relances sont actives.",
  rib: "Le RIB compte 24 chiffres (banque, ville, compte et clé).",
  shareLinkDays: `La durée des liens client est un nombre entier de jours, de 1 à ${SHARE_LINK_MAX_DAYS}.`,
  vatExemption: "Veuillez choisir le motif d'exonération de TVA des lignes à 0 %.",
  unknownVariable: (names: string[]) =>
    `Variable inconnue : ${names.map((name) => `{${name}}`).join(", ")}. Variables possibles : ${Object.keys(
      MAIL_TEMPLATE_VARIABLES,
    )
      .map((name) => `{${name}}`)
      .join(", ")}.`,
} as const;

/** A template of the documents' mail: blank means the default one; a {variable} must be one of ours. */
const templateField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(max))
    .superRefine((template, ctx) => {
      const unknown = unknownVariables(template);
      if (unknown.length) ctx.addIssue({ code: "custom", message: BILLING_SETTINGS_MESSAGES.unknownVariable(unknown) });
    })
    .nullish()
    .transform((template) => template || null);

/**
 * The settings' "Facturation" tab: the bank account (RIB) and the VAT exemption of 0 % lines that e-invoices state,
 * reminders (relances) on or off and their days after the due date, the template every document's mail starts from, and how long a client's link to a document works. Within the lengths of the cms's company-setting type.
 */
export const billingSettingsSchema = z.object(
  {
    remindersEnabled: z.boolean({ error: BILLING_SETTINGS_MESSAGES.remindersEnabled }),
    reminderDays: z
      .string({ error: BILLING_SETTINGS_MESSAGES.reminderDays })
      .trim()
      .max(60, tooLongMessage(60))
      .refine((days) => parseReminderDays(days) !== null, { error: BILLING_SETTINGS_MESSAGES.reminderDays })
      // Stored as the job reads it: sorted, without repeats; blank is the default days.
      .transform((days) => parseReminderDays(days)!.join(", ")),
    rib: z
      .string({ error: BILLING_SETTINGS_MESSAGES.rib })
      .transform((rib) => rib.replace(/[\s-]/g, ""))
      .refine((rib) => rib === "" || /^\d{24}$/.test(rib), { error: BILLING_SETTINGS_MESSAGES.rib })
      .nullish()
      .transform((rib) => rib || null),
    vatExemption: z.enum(VAT_EXEMPTION_IDS, { error: BILLING_SETTINGS_MESSAGES.vatExemption }),
    mailSubjectTemplate: templateField(200),
    mailMessageTemplate: templateField(5000),
    // Blank is the default duration.
    shareLinkDays: z.preprocess(
      (days) => (days === null || days === "" ? undefined : days),
      z.coerce
        .number({ error: BILLING_SETTINGS_MESSAGES.shareLinkDays })
        .int({ error: BILLING_SETTINGS_MESSAGES.shareLinkDays })
        .min(1, { error: BILLING_SETTINGS_MESSAGES.shareLinkDays })
        .max(SHARE_LINK_MAX_DAYS, { error: BILLING_SETTINGS_MESSAGES.shareLinkDays })
        .default(SHARE_LINK_DEFAULT_DAYS),
    ),
  },
  OBJECT_ERROR,
);

export type BillingSettingsInput = z.input<typeof billingSettingsSchema>;
export type BillingSettingsData = z.output<typeof billingSettingsSchema>;
