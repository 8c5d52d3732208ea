/**
 * The delivery-note form as plain data: its values, what choosing an invoice fills in and
 * the body POSTed to /api/deliveries. No React here, so all of it is unit-tested.
 */
import { DEFAULT_DELIVERY_NOTES, DEFAULT_DELIVERY_STATUS } from "@agency/shared";
import type { DeliveryClient, InvoiceForDelivery } from "./deliveryAnswers";

/** One line as the form holds it: a cleared quantity holds null. */
export interface DeliveryItemValues {
  description: string;
  quantity: number | null;
  note: string;
}

/** The form's values; the client is the chosen invoice's, shown read-only. */
export interface DeliveryFormValues {
  deliveryNumber: string | null;
  issueDate: string | null;
  invoice: string | null;
  client: DeliveryClient | null;
  deliveryDate: string | null;
  deliveryAddress: string | null;
  transportInfo: string | null;
  items: DeliveryItemValues[];
  notes: string | null;
}

/** A new line: quantity 1 (spec 001 point 9). */
export const newDeliveryItem = (): DeliveryItemValues => ({ description: "", quantity: 1, note: "" });

/** A new delivery note: the proposed number, issued today, one blank line, the default notes. */
export const newDeliveryValues = (deliveryNumber: string, today: string): DeliveryFormValues => ({
  deliveryNumber,
  issueDate: today,
  invoice: null,
  client: null,
  deliveryDate: null,
  deliveryAddress: null,
  transportInfo: null,
  items: [newDeliveryItem()],
  notes: DEFAULT_DELIVERY_NOTES,
});

/**
 * What choosing an invoice fills in: its client, the client's address as the delivery address
 * and its lines as items; what was typed stays where the invoice has nothing to offer.
 */
export const invoiceFill = (
  invoice: InvoiceForDelivery,
  typed: Pick<DeliveryFormValues, "deliveryAddress" | "items">,
): Pick<DeliveryFormValues, "client" | "deliveryAddress" | "items"> => ({
  client: invoice.client,
  deliveryAddress: invoice.client?.address || typed.deliveryAddress,
  items:
    invoice.items.length > 0
      ? invoice.items.map((line) => ({ description: line.description, quantity: line.quantity, note: "" }))
      : typed.items,
});

/**
 * The body's `data` for POST /api/deliveries, before `deliverySchema` checks it; an emptied
 * number lets the server allocate one. A new note is a draft (spec 001 point 9).
 */
export const deliveryPayload = (values: DeliveryFormValues) => {
  const deliveryNumber = values.deliveryNumber?.trim();
  return {
    ...(deliveryNumber ? { deliveryNumber } : {}),
    invoice: values.invoice ?? "",
    client: values.client?.documentId ?? "",
    issueDate: values.issueDate,
    deliveryDate: values.deliveryDate ?? "",
    deliveryAddress: values.deliveryAddress ?? "",
    transportInfo: values.transportInfo ?? "",
    items: values.items.map(({ description, quantity, note }) => ({ description, quantity, note })),
    notes: values.notes,
    status: DEFAULT_DELIVERY_STATUS,
  };
};
