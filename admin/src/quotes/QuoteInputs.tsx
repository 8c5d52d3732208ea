import { MESSAGES, validUntilFor } from "@agency/shared";
import { Stack } from "@mui/material";
import { DateInput, TextInput } from "react-admin";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { ClientInput } from "../sales/ClientInput";
import { PricedLinesInputs } from "../sales/PricedInputs";
import { useOnValuesChange } from "../sales/useOnValuesChange";
import type { QuoteFormValues } from "./quoteForm";

/** The validity date follows the issue date (+30 days); the user may still change it. */
const useValidityFollowingIssueDate = () => {
  const { setValue } = useFormContext<QuoteFormValues>();
  const { isSubmitted } = useFormState<QuoteFormValues>();
  const issueDate = useWatch<QuoteFormValues, "issueDate">({ name: "issueDate" });
  useOnValuesChange([issueDate], () => {
    const validUntil = validUntilFor(issueDate);
    if (validUntil) setValue("validUntil", validUntil, { shouldDirty: true, shouldValidate: isSubmitted });
  });
};

/** The inputs of a quote, shared by creation and edit mode (spec 001 points 2 and 5). */
export const QuoteInputs = () => {
  useValidityFollowingIssueDate();
  return (
    <>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        <TextInput source="quoteNumber" label="app.sales.fields.quote_number" helperText={false} />
        <ClientInput />
      </Stack>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        <DateInput source="issueDate" label="app.sales.fields.issue_date" isRequired helperText={false} />
        <DateInput source="validUntil" label="app.sales.fields.valid_until" isRequired helperText={false} />
      </Stack>
      <PricedLinesInputs minItemsMessage={MESSAGES.quoteItemsMin} />
    </>
  );
};
