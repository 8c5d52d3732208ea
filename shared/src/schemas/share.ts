import { z } from "zod";
import { optionalText, requiredText } from "./common.js";
import { OBJECT_ERROR } from "./errors.js";

export const SHARE_MESSAGES = {
  fullName: "Indiquez votre nom complet.",
  approved: "Cochez « Bon pour accord » pour accepter le devis.",
} as const;

/** "Accepter le devis" on the client's page: a full name, the "Bon pour accord" box ticked, an optional comment. */
export const quoteAcceptanceSchema = z.object(
  {
    fullName: requiredText(SHARE_MESSAGES.fullName, 120, 2),
    approved: z.literal(true, { error: SHARE_MESSAGES.approved }),
    comment: optionalText(1000),
  },
  OBJECT_ERROR,
);

/** "Refuser" on the client's page: an optional reason. */
export const quoteRejectionSchema = z.object({ reason: optionalText(1000) }, OBJECT_ERROR);

export type QuoteAcceptance = z.output<typeof quoteAcceptanceSchema>;
export type QuoteRejection = z.output<typeof quoteRejectionSchema>;
