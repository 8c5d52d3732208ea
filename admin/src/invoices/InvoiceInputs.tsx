import { MESSAGES, dueDateFor } from "@agency/shared";
import { Stack } from "@mui/material";
import { DateInput, TextInput } from "react-admin";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { ClientInput } from "../sales/ClientInput";
import { PaymentTermsInput, PricedLinesInputs } from "../sales/PricedInputs";
import { useOnValuesChange } from "../sales/useOnValuesChange";
import type { InvoiceFormValues } from "./invoiceForm";

/** The due date follows the issue date and the payment terms; the user may still change it. */
const useDueDateFollowingTerms = () => {
  const { setValue } = useFormContext<InvoiceFormValues>();
  const { isSubmitted } = useFormState<InvoiceFormValues>();
  const [issueDate, paymentTerms] = useWatch<InvoiceFormValues, ["issueDate", "paymentTerms"]>({
    name: ["issueDate", "paymentTerms"],
  });
  useOnValuesChange([issueDate, paymentTerms], () => {
    const dueDate = dueDateFor(issueDate, paymentTerms);
    if (dueDate) setValue("dueDate", dueDate, { shouldDirty: true, shouldValidate: isSubmitted });
  });
};

/** The inputs of an invoice, shared by creation and edit mode (spec 001 points 2 and 5). */
export const InvoiceInputs = () => {
  useDueDateFollowingTerms();
  // A draft has no number and takes the next one when issued: its edit form offers none to type.
  const { defaultValues } = useFormState<InvoiceFormValues>();
  const numbered = Boolean(defaultValues?.invoiceNumber);
  return (
    <>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        {numbered ? (
          <TextInput source="invoiceNumber" label="app.sales.fields.invoice_number" helperText={false} />
        ) : null}
        <ClientInput />
      </Stack>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        <DateInput source="issueDate" label="app.sales.fields.issue_date" isRequired helperText={false} />
        <PaymentTermsInput />
        <DateInput source="dueDate" label="app.sales.fields.due_date" isRequired helperText={false} />
      </Stack>
      <PricedLinesInputs minItemsMessage={MESSAGES.invoiceItemsMin} />
    </>
  );
};
