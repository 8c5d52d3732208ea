import { MESSAGES } from "@agency/shared";
import { Stack } from "@mui/material";
import { DateInput, TextInput } from "react-admin";
import { LineItemsEditor } from "../sales/LineItemsEditor";
import { ClientBlock } from "./ClientBlock";
import { CompanyHeader } from "./CompanyHeader";
import { DeliveryItemRow } from "./DeliveryItemRow";
import { newDeliveryItem } from "./deliveryForm";
import { InvoiceInput } from "./InvoiceInput";
import { SignatureBoxes } from "./SignatureBoxes";

const label = (field: string) => `app.delivery_screen.fields.${field}`;

/** The inputs of a new delivery note, laid out as the printed note (spec 001 point 2). */
export const DeliveryInputs = () => (
  <>
    <CompanyHeader />
    <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
      <TextInput source="deliveryNumber" label={label("deliveryNumber")} helperText={false} />
      <DateInput source="issueDate" label={label("issueDate")} isRequired helperText={false} />
    </Stack>
    <InvoiceInput />
    <ClientBlock />
    <DateInput source="deliveryDate" label={label("deliveryDate")} isRequired helperText={false} />
    <TextInput
      source="deliveryAddress"
      label={label("deliveryAddress")}
      isRequired
      multiline
      minRows={2}
      helperText={false}
    />
    <TextInput source="transportInfo" label={label("transportInfo")} isRequired helperText={false} />
    <LineItemsEditor minItemsMessage={MESSAGES.deliveryItemsMin} Row={DeliveryItemRow} newItem={newDeliveryItem} />
    <TextInput source="notes" label={label("notes")} multiline minRows={3} helperText={false} />
    <SignatureBoxes />
  </>
);
