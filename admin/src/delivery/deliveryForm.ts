/**
 * The delivery-note creation form as plain data: its values, what choosing an invoice
 * fills in, the body POSTed to /api/deliveries and the one error shown at a time.
 * No React here, so all of it is unit-tested.
 */
import {
  DEFAULT_DELIVERY_NOTES,
  DEFAULT_DELIVERY_STATUS,
  deliverySchema,
  firstDeliveryError,
  formatDocumentNumber,
  zodFieldErrors,
  type DeliveryInput,
  todayInMorocco,
} from "@agency/shared";
import type { DeliveryClient, InvoiceChoice, InvoiceForDelivery } from "./deliveryAnswers";

/** One editable line; `key` keeps React's rows stable when a line is removed. */
export interface DeliveryItemDraft {
  key: number;
  description: string;
  /** As typed, so that a cleared input stays empty instead of turning into 0. */
  quantity: string;
  note: string;
}

export interface DeliveryFormValues {
  deliveryNumber: string;
  issueDate: string;
  invoice: InvoiceChoice | null;
  client: DeliveryClient | null;
  deliveryDate: string;
  deliveryAddress: string;
  transportInfo: string;
  items: DeliveryItemDraft[];
  notes: string;
}

export type DeliveryTextField =
  "deliveryNumber" | "issueDate" | "deliveryDate" | "deliveryAddress" | "transportInfo" | "notes";

let lastItemKey = 0;

/** A new line: quantity 1 (spec 001 point 9). */
export const blankItem = (description = "", quantity = "1"): DeliveryItemDraft => {
  lastItemKey += 1;
  return { key: lastItemKey, description, quantity, note: "" };
};

/** Spec 001 point 8: when the server cannot propose a number, BL-<yy>-0001. */
export const fallbackDeliveryNumber = (now: Date): string => formatDocumentNumber("delivery", now.getFullYear(), 1);

export const initialDeliveryForm = (now: Date, deliveryNumber = ""): DeliveryFormValues => ({
  deliveryNumber,
  issueDate: todayInMorocco(now),
  invoice: null,
  client: null,
  deliveryDate: "",
  deliveryAddress: "",
  transportInfo: "",
  items: [blankItem()],
  notes: DEFAULT_DELIVERY_NOTES,
});

/**
 * Fills the form from the chosen invoice: its client, the client's address as the
 * delivery address, and its lines as items (what was typed is kept where the invoice
 * has nothing to offer).
 */
export const applyInvoice = (values: DeliveryFormValues, invoice: InvoiceForDelivery): DeliveryFormValues => ({
  ...values,
  client: invoice.client,
  deliveryAddress: invoice.client?.address || values.deliveryAddress,
  items:
    invoice.items.length > 0
      ? invoice.items.map((line) => blankItem(line.description, String(line.quantity)))
      : values.items,
});

/** The spec's rule: a delivery note keeps at least one item. */
export const canRemoveItem = (items: readonly DeliveryItemDraft[]): boolean => items.length > 1;

const toQuantity = (typed: string): number => (typed.trim() === "" ? Number.NaN : Number(typed));

/** The body's `data` for POST /api/deliveries; an empty number lets the server allocate one. */
export const toDeliveryPayload = (values: DeliveryFormValues): DeliveryInput => ({
  deliveryNumber: values.deliveryNumber.trim() || undefined,
  invoice: values.invoice?.id ?? "",
  client: values.client?.documentId ?? "",
  issueDate: values.issueDate,
  deliveryDate: values.deliveryDate,
  deliveryAddress: values.deliveryAddress,
  transportInfo: values.transportInfo,
  items: values.items.map(({ description, quantity, note }) => ({
    description,
    quantity: toQuantity(quantity),
    note,
  })),
  notes: values.notes,
  status: DEFAULT_DELIVERY_STATUS,
});

export interface FormError {
  /** Dotted path of the field to show it under, e.g. `deliveryAddress` or `items.0.quantity`. */
  field: string;
  message: string;
}

/** The first problem in the spec's order (invoice, client, address, date, transport, ...). */
export const firstFormError = (payload: DeliveryInput): FormError | null => {
  const message = firstDeliveryError(payload);
  if (message === null) return null;
  const parsed = deliverySchema.safeParse(payload);
  const errors = parsed.success ? {} : zodFieldErrors(parsed.error);
  const field = Object.keys(errors).find((key) => errors[key] === message) ?? "_form";
  return { field, message };
};
