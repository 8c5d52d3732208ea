import type { ComponentType } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { SalesResource } from "../providers/salesMethods";

/**
 * What differs between the invoice, quote and delivery-note creation forms; the screen around
 * them is one (SalesCreate). Messages are read under `app.sales.<kind>.*`.
 */
export interface SalesCreateKind<V extends FieldValues, P extends object> {
  kind: "invoice" | "quote" | "delivery";
  resource: SalesResource;
  /** Where a 409 "number taken" message shows. */
  numberField: "invoiceNumber" | "quoteNumber" | "deliveryNumber";
  /** The shared schema the server applies too. */
  schema: z.ZodType<P>;
  toPayload: (values: V) => unknown;
  /** A new document's values, with the number the server proposed, dated today, for the client chosen in advance if any. */
  newValues: (number: string, today: string, client: string | null) => DefaultValues<V>;
  Inputs: ComponentType;
  /** A saved document opens its page, or the list for delivery notes (spec 001 point 9). */
  afterSave?: "list";
}

/** An editable kind (invoices, quotes): its creation form, and the way back into it (SalesEdit). */
export interface SalesFormKind<
  V extends FieldValues,
  P extends object,
  R extends { id: string; status: string },
> extends SalesCreateKind<V, P> {
  /** A stored document, back in the form. */
  formValues: (record: R) => DefaultValues<V>;
  numberOf: (record: R) => string;
}
