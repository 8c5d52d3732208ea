import { z } from "zod";
import { DEFAULT_TAX_RATE, TAX_RATES } from "../labels/billing.js";
import { toScaledDecimal } from "../rules/decimal.js";
import { MESSAGES } from "./messages.js";
import { tooLongMessage } from "./common.js";
import { OBJECT_ERROR } from "./errors.js";

/** Upper bounds that keep totals far below the largest exact centime amount. */
export const MAX_QUANTITY = 1_000_000;
export const MAX_UNIT_PRICE = 1_000_000_000;
/** Lines of one document: a real invoice has a few dozen; thousands only load the server (and the PDF). */
export const MAX_LINE_ITEMS = 200;
/** A record's id as forms send it back: a documentId (24 characters) or a number. */
export const recordIdField = z.union([z.string().max(64), z.number().int()]).optional();

/** True when the number has at most two decimals (1.1, 1.10 and 1 pass; 1.005 fails). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && toScaledDecimal(value).scale <= 2;
}

/** A quantity: above 0, to the thousandth (1.5 hours, 12.75 m², 0.125 t). */
export const quantityField = z
  .number({ error: MESSAGES.quantity })
  .gt(0, MESSAGES.quantity)
  .max(MAX_QUANTITY, MESSAGES.quantity)
  .refine((value) => Number.isFinite(value) && toScaledDecimal(value).scale <= 3, { error: MESSAGES.quantity })
  .default(1);

/** The unit a quantity counts in ("h", "m²", "jour"), free text. */
export const unitField = z.string().trim().max(20, tooLongMessage(20)).nullish();

/**
 * One line of an invoice or a quote. Totals sent along are ignored (stripped):
 * the server recomputes them with computeTotals.
 */
export const lineItemSchema = z.object(
  {
    /** Kept so that an edited document can update its existing lines. */
    id: recordIdField,
    description: z.string({ error: MESSAGES.itemsIncomplete }).trim().max(500, tooLongMessage(500)),
    quantity: quantityField,
    unit: unitField,
    unitPrice: z
      .number({ error: MESSAGES.unitPrice })
      .min(0, MESSAGES.unitPrice)
      .max(MAX_UNIT_PRICE, MESSAGES.unitPrice)
      .refine(hasAtMostTwoDecimals, { error: MESSAGES.unitPrice }),
    discount: z.number({ error: MESSAGES.discount }).min(0, MESSAGES.discount).max(100, MESSAGES.discount).default(0),
    taxRate: z.literal(TAX_RATES, { error: MESSAGES.taxRate }).default(DEFAULT_TAX_RATE),
  },
  OBJECT_ERROR,
);

export type LineItemInput = z.input<typeof lineItemSchema>;
export type LineItem = z.output<typeof lineItemSchema>;

/** The spec's item rule: a description and a price above zero. */
export function isLineItemComplete(item: { description?: string | null; unitPrice?: number | null }): boolean {
  return (item.description ?? "").trim() !== "" && typeof item.unitPrice === "number" && item.unitPrice > 0;
}

/** Lines of a document: at least one, each complete. One message for all incomplete lines. */
export function lineItemsField(minMessage: string) {
  return z
    .array(lineItemSchema, { error: minMessage })
    .min(1, minMessage)
    .max(MAX_LINE_ITEMS, MESSAGES.tooManyItems)
    .superRefine((items, ctx) => {
      if (!items.every(isLineItemComplete)) {
        ctx.addIssue({ code: "custom", message: MESSAGES.itemsIncomplete });
      }
    });
}

/** PostgreSQL's decimals reach the apps as strings ("1850.75"): read as numbers, once, here. */
const storedNumber = z.coerce.number();

/** A line as the database keeps it and the API answers it, amounts as numbers. */
export const storedLineSchema = z.object({
  description: z.string(),
  quantity: storedNumber,
  unit: z.string().nullish(),
  unitPrice: storedNumber,
  discount: storedNumber,
  taxRate: storedNumber,
  totalAmount: storedNumber.nullish(),
});

export type StoredLine = z.output<typeof storedLineSchema>;
