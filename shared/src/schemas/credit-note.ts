import { z } from "zod";
import { CREDIT_MESSAGES } from "../rules/credit.js";
import { lineItemSchema, MAX_LINE_ITEMS, isLineItemComplete } from "./line-item.js";
import { MESSAGES } from "./messages.js";
import { requiredText } from "./common.js";
import { OBJECT_ERROR } from "./errors.js";

/**
 * POST /api/invoices/:id/credit-note: a reason, and the lines to credit when
 * only part of the invoice is corrected (none: the whole rest of the invoice).
 */
export const creditNoteSchema = z.object(
  {
    reason: requiredText(CREDIT_MESSAGES.reason, 1000),
    items: z
      .array(lineItemSchema, { error: MESSAGES.itemsIncomplete })
      .min(1, MESSAGES.itemsIncomplete)
      .max(MAX_LINE_ITEMS, MESSAGES.tooManyItems)
      .refine((items) => items.every(isLineItemComplete), { error: MESSAGES.itemsIncomplete })
      .optional(),
  },
  OBJECT_ERROR,
);

export type CreditNoteInput = z.input<typeof creditNoteSchema>;
export type CreditNoteData = z.output<typeof creditNoteSchema>;
