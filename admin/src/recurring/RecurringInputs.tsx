import { PAYMENT_TERMS_OPTIONS, RECURRENCE_FREQUENCY_OPTIONS, RECURRING_MESSAGES } from "@agency/shared";
import { Stack } from "@mui/material";
import { BooleanInput, DateInput, SelectInput, TextInput } from "react-admin";
import { ClientInput } from "../sales/ClientInput";
import { LineItemsEditor } from "../sales/LineItemsEditor";
import { LiveTotalsBox } from "../sales/TotalsBox";

const frequencyChoices = [...RECURRENCE_FREQUENCY_OPTIONS];
const paymentTermsChoices = [...PAYMENT_TERMS_OPTIONS];

/** The inputs of a retainer, shared by creation and edit: the lines are an invoice's, edited the same way. */
export const RecurringInputs = () => (
  <>
    <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
      <ClientInput />
      <SelectInput
        source="frequency"
        label="app.recurring.fields.frequency"
        choices={frequencyChoices}
        optionValue="value"
        optionText="label"
        isRequired
        helperText={false}
      />
    </Stack>
    <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
      <DateInput source="startDate" label="app.recurring.fields.start_date" isRequired helperText={false} />
      <DateInput source="endDate" label="app.recurring.fields.end_date" helperText={false} />
      <SelectInput
        source="paymentTerms"
        label="app.sales.fields.payment_terms"
        choices={paymentTermsChoices}
        optionValue="value"
        optionText="label"
        isRequired
        helperText={false}
      />
    </Stack>
    <LineItemsEditor minItemsMessage={RECURRING_MESSAGES.items} />
    <TextInput source="notes" label="app.sales.fields.notes" multiline minRows={3} helperText={false} />
    <LiveTotalsBox />
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
