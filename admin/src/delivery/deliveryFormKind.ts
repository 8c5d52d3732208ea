import { deliverySchema, type DeliveryData } from "@agency/shared";
import type { SalesCreateKind } from "../sales/salesFormKind";
import { DeliveryInputs } from "./DeliveryInputs";
import { deliveryPayload, newDeliveryValues, type DeliveryFormValues } from "./deliveryForm";

/** The delivery note's part of the shared creation screen; a note is never edited, only its status moves. */
export const deliveryFormKind: SalesCreateKind<DeliveryFormValues, DeliveryData> = {
  kind: "delivery",
  resource: "delivery",
  numberField: "deliveryNumber",
  schema: deliverySchema,
  toPayload: deliveryPayload,
  newValues: newDeliveryValues,
  Inputs: DeliveryInputs,
  afterSave: "list",
};
