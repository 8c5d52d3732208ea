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
 * Keys in the order of the spec's checks (invoice, client, address, date, transport, items), so that zod reports
 * them in that order and the first message, the one the form and the server answer, is the spec's; the remaining
 * fields come after.
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
