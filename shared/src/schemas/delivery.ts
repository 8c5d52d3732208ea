import { z } from "zod";
import { DELIVERY_STATUSES } from "../labels/deliveries.js";
import { entityIdField, isoDateField, optionalText, requiredText, tooLongMessage } from "./common.js";
import { documentNumberField } from "./invoice.js";
import { MAX_LINE_ITEMS, quantityField, recordIdField, unitField } from "./line-item.js";
import { MESSAGES } from "./messages.js";
import { OBJECT_ERROR } from "./errors.js";

export const deliveryItemSchema = z.object(
  {
    id: recordIdField,
    description: requiredText(MESSAGES.deliveryItemDescription, 500),
    quantity: quantityField,
    unit: unitField,
    note: z.string().trim().max(500, tooLongMessage(500)).nullish(),
  },
  OBJECT_ERROR,
);

export type DeliveryItemInput = z.input<typeof deliveryItemSchema>;
export type DeliveryItem = z.output<typeof deliveryItemSchema>;

/**
 * Keys in the order of the spec's checks, so that zod reports them in that
 * order; the remaining fields come after.
 */
export const deliverySchema = z.object(
  {
    invoice: entityIdField(MESSAGES.selectInvoice),
    client: entityIdField(MESSAGES.selectClient),
    deliveryAddress: requiredText(MESSAGES.deliveryAddress, 500),
    deliveryDate: isoDateField(MESSAGES.deliveryDate),
    transportInfo: requiredText(MESSAGES.transportInfo, 500),
    items: z
      .array(deliveryItemSchema, { error: MESSAGES.deliveryItemsMin })
      .min(1, MESSAGES.deliveryItemsMin)
      .max(MAX_LINE_ITEMS, MESSAGES.tooManyItems),
    deliveryNumber: documentNumberField("delivery", MESSAGES.deliveryNumber),
    issueDate: isoDateField(MESSAGES.issueDateRequired),
    notes: optionalText(2000),
    status: z.enum(DELIVERY_STATUSES, { error: MESSAGES.deliveryStatus }).optional(),
  },
  OBJECT_ERROR,
);

export type DeliveryInput = z.input<typeof deliverySchema>;
export type DeliveryData = z.output<typeof deliverySchema>;

const CHECK_ORDER = ["invoice", "client", "deliveryAddress", "deliveryDate", "transportInfo", "items"];

function rank(path: ReadonlyArray<PropertyKey>): number {
  const index = CHECK_ORDER.indexOf(String(path[0] ?? ""));
  return index === -1 ? CHECK_ORDER.length : index;
}

/**
 * The message the delivery form shows: the first failing check in the spec's
 * order (invoice, client, address, date, transport, items), else the first
 * other problem; null when the delivery note is valid.
 */
export function firstDeliveryError(input: unknown): string | null {
  const result = deliverySchema.safeParse(input);
  if (result.success) {
    return null;
  }
  // Array.prototype.sort is stable, so issues of one field keep zod's order.
  const [first] = [...result.error.issues].sort((a, b) => rank(a.path) - rank(b.path));
  return first?.message ?? null;
}
