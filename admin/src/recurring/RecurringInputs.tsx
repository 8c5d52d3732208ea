import { RECURRENCE_FREQUENCY_OPTIONS, RECURRING_MESSAGES } from "@agency/shared";
import { Stack } from "@mui/material";
import { BooleanInput, DateInput } from "react-admin";
import { ClientInput } from "../sales/ClientInput";
import { OptionsInput, PaymentTermsInput, PricedLinesInputs } from "../sales/PricedInputs";

/** The inputs of a retainer, shared by creation and edit: the lines are an invoice's, edited the same way. */
export const RecurringInputs = () => (
  <>
    <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
      <ClientInput />
      <OptionsInput source="frequency" label="app.recurring.fields.frequency" options={RECURRENCE_FREQUENCY_OPTIONS} />
    </Stack>
    <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
      <DateInput source="startDate" label="app.recurring.fields.start_date" isRequired helperText={false} />
      <DateInput source="endDate" label="app.recurring.fields.end_date" helperText={false} />
      <PaymentTermsInput />
    </Stack>
    <PricedLinesInputs minItemsMessage={RECURRING_MESSAGES.items} />
    <Stack>
      <BooleanInput
        source="autoIssue"
        label="app.recurring.fields.auto_issue"
        helperText="app.recurring.fields.auto_issue_help"
      />
      <BooleanInput
        source="autoSend"
        label="app.recurring.fields.auto_send"
        helperText="app.recurring.fields.auto_send_help"
      />
      <BooleanInput source="active" label="app.recurring.fields.active" helperText="app.recurring.fields.active_help" />
    </Stack>
  </>
);
