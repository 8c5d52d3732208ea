import { z } from "zod";
import { CLIENT_TYPES, DEFAULT_CLIENT_TYPE } from "../labels/clients.js";
import { emailField, isPhoneNumber, latinDigits, optionalText, tooLongMessage } from "./common.js";
import { MESSAGES } from "./messages.js";
import { OBJECT_ERROR } from "./errors.js";

/** People paste identifiers with spaces, dots or dashes: only the digits count. */
const identifierField = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .transform((value) => value.replace(/[\s.-]/g, ""))
    .refine((value) => value === "" || pattern.test(value), { error: message })
    .nullish();

const identifiers = {
  /** Identifiant commun de l'entreprise: 15 digits, required for a company, printed on its invoices. */
  ice: identifierField(/^\d{15}$/, MESSAGES.clientIce),
  /** Identifiant fiscal: digits only. */
  fiscalId: identifierField(/^\d{1,15}$/, MESSAGES.clientFiscalId),
};

const companyNeedsIce = (client: { type: string; ice?: string | null }, ctx: z.RefinementCtx) => {
  if (client.type === "sarl" && !client.ice)
    ctx.addIssue({ code: "custom", path: ["ice"], message: MESSAGES.clientIceRequired });
};

/** The identifiers alone, as the document service checks them on every write (Strapi's panel included). */
export const clientIdentifiersSchema = z
  .object({ type: z.enum(CLIENT_TYPES, { error: MESSAGES.clientType }).default(DEFAULT_CLIENT_TYPE), ...identifiers })
  .superRefine(companyNeedsIce);

export const clientSchema = z
  .object(
    {
      name: z.string({ error: MESSAGES.clientName }).trim().min(2, MESSAGES.clientName).max(200, tooLongMessage(200)),
      type: z.enum(CLIENT_TYPES, { error: MESSAGES.clientType }).default(DEFAULT_CLIENT_TYPE),
      email: emailField(MESSAGES.clientEmail),
      phone: z
        .string({ error: MESSAGES.clientPhone })
        .trim()
        .min(8, { error: MESSAGES.clientPhone, abort: true })
        .max(30, MESSAGES.clientPhone)
        .overwrite(latinDigits)
        .refine(isPhoneNumber, { error: MESSAGES.clientPhone }),
      address: z
        .string({ error: MESSAGES.clientAddress })
        .trim()
        .min(5, MESSAGES.clientAddress)
        .max(500, tooLongMessage(500)),
      contactName: optionalText(200),
      salesRep: optionalText(100),
      notes: optionalText(2000),
      // "Archiver" on the client's page: hidden from lists and pickers, its documents kept.
      archived: z.boolean({ error: MESSAGES.clientArchived }).optional(),
      ...identifiers,
    },
    OBJECT_ERROR,
  )
  .superRefine(companyNeedsIce);

export type ClientInput = z.input<typeof clientSchema>;
export type ClientData = z.output<typeof clientSchema>;
