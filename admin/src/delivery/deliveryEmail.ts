import type { DocumentMail } from "../documents/documentMail";
import type { DeliveryDetail } from "./deliveryAnswers";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The modal's starting point: addressed to the client (the only address the server accepts, no copies),
 * a subject naming the note, a polite message greeting the contact person first.
 */
export const emailDraft = (delivery: DeliveryDetail, translate: Translate): DocumentMail => {
  const number = delivery.deliveryNumber;
  const name =
    delivery.client?.contactName || delivery.client?.name || translate("app.delivery_screen.email.default_name");
  return {
    to: delivery.client?.email ?? "",
    cc: [],
    subject: translate("app.delivery_screen.email.default_subject", { number }),
    message: translate("app.delivery_screen.email.default_message", { number, name }),
  };
};
