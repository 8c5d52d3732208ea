import { z } from "zod";
import { CLIENT_TYPES, DEFAULT_CLIENT_TYPE } from "../labels/clients.js";
import { emailField, isPhoneNumber, optionalText, tooLongMessage } from "./common.js";
import { MESSAGES } from "./messages.js";
import { OBJECT_ERROR } from "./errors.js";

export const clientSchema = z.object(
  {
    name: z.string({ error: MESSAGES.clientName }).trim().min(2, MESSAGES.clientName).max(200, tooLongMessage(200)),
    type: z.enum(CLIENT_TYPES, { error: MESSAGES.clientType }).default(DEFAULT_CLIENT_TYPE),
    email: emailField(MESSAGES.clientEmail),
    phone: z
      .string({ error: MESSAGES.clientPhone })
      .trim()
      .min(8, { error: MESSAGES.clientPhone, abort: true })
      .max(30, MESSAGES.clientPhone)
      .refine(isPhoneNumber, { error: MESSAGES.clientPhone }),
    address: z
      .string({ error: MESSAGES.clientAddress })
      .trim()
      .min(5, MESSAGES.clientAddress)
      .max(500, tooLongMessage(500)),
    contactName: optionalText(200),
    salesRep: optionalText(100),
    notes: optionalText(2000),
    /** Moroccan company identifier (15 digits); kept free-form as people paste it with spaces. */
    ice: optionalText(30),
  },
  OBJECT_ERROR
);

export type ClientInput = z.input<typeof clientSchema>;
export type ClientData = z.output<typeof clientSchema>;
