import { z } from "zod";
import { emailField, requiredText } from "./common.js";
import { MESSAGES } from "./messages.js";
import { OBJECT_ERROR } from "./errors.js";

/** "Envoyer par e-mail" of a delivery note: the server makes and attaches the PDF itself. */
export const deliveryMailSchema = z.object(
  {
    deliveryId: requiredText(MESSAGES.deliveryMailDocument, 100),
    to: emailField(MESSAGES.emailAddress),
    subject: requiredText(MESSAGES.deliveryMailSubject, 200),
    message: requiredText(MESSAGES.deliveryMailMessage, 5000),
  },
  OBJECT_ERROR,
);

export type DeliveryMailInput = z.input<typeof deliveryMailSchema>;
