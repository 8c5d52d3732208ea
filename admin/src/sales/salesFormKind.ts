import type { ComponentType } from "react";
import type { DefaultValues } from "react-hook-form";
import type { z } from "zod";
import type { SalesResource } from "../providers/salesMethods";
import type { LinesFormValues } from "./lineItems";

/**
 * What differs between the invoice and the quote forms; the create and edit screens around them
 * are one (SalesCreate, SalesEdit). Messages are read under `app.sales.<kind>.*`.
 */
export interface SalesFormKind<V extends LinesFormValues, P extends object, R extends { id: string; status: string }> {
  kind: "invoice" | "quote";
  resource: SalesResource;
  /** Where a 409 "number taken" message shows. */
  numberField: "invoiceNumber" | "quoteNumber";
  /** The shared schema the server applies too. */
  schema: z.ZodType<P>;
  toPayload: (values: V) => unknown;
  /** A new document's values, with the number the server proposed, dated today. */
  newValues: (number: string, today: string) => DefaultValues<V>;
  /** A stored document, back in the form. */
  formValues: (record: R) => DefaultValues<V>;
  numberOf: (record: R) => string;
  Inputs: ComponentType;
}
