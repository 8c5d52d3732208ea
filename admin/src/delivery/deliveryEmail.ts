import type { DeliveryDetail } from "./deliveryAnswers";

/** `POST /api/bons/send`: the server makes the PDF and attaches it. */
export interface DeliveryEmail {
  deliveryId: string;
  to: string;
  subject: string;
  message: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The modal's starting point: addressed to the client (the only address the server accepts),
 * a subject naming the note, a polite message greeting the contact person first.
 */
export const emailDraft = (delivery: DeliveryDetail, translate: Translate): DeliveryEmail => {
  const number = delivery.deliveryNumber;
  const name =
    delivery.client?.contactName || delivery.client?.name || translate("app.delivery_screen.email.default_name");
  return {
    deliveryId: delivery.id,
    to: delivery.client?.email ?? "",
    subject: translate("app.delivery_screen.email.default_subject", { number }),
    message: translate("app.delivery_screen.email.default_message", { number, name }),
  };
};

/** Subject and message are both needed; the recipient is the client's, never typed. */
export const isSendable = (email: DeliveryEmail): boolean =>
  email.to !== "" && email.subject.trim() !== "" && email.message.trim() !== "";
