import { recurringInvoiceSchema, type RecurringInvoiceData } from "@agency/shared";
import type { ReactNode } from "react";
import { SalesForm } from "../sales/SalesForm";
import type { FieldMessages } from "../sales/salesFormErrors";
import { recurringPayload, type RecurringFormValues } from "./recurringForm";
import { RecurringInputs } from "./RecurringInputs";

interface RecurringFormProps {
  defaultValues: RecurringFormValues;
  /** Sends the checked payload; answers the server's field messages when it refuses. */
  save: (payload: RecurringInvoiceData) => Promise<FieldMessages>;
  actions?: ReactNode;
}

/** A retainer's form: the sales form, validated with the shared schema the server applies too. */
export const RecurringForm = ({ defaultValues, save, actions }: RecurringFormProps) => (
  <SalesForm
    defaultValues={defaultValues}
    schema={recurringInvoiceSchema}
    toPayload={recurringPayload}
    save={save}
    actions={actions}
  >
    <RecurringInputs />
  </SalesForm>
);
