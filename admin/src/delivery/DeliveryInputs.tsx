import { MESSAGES } from "@agency/shared";
import { Stack } from "@mui/material";
import { DateInput, TextInput } from "react-admin";
import { LineItemsEditor } from "../sales/LineItemsEditor";
import { LineRow, quantityInput, type LineInput, type LineRowProps } from "../sales/LineItemRow";
import { ClientBlock } from "./ClientBlock";
import { CompanyHeader } from "./CompanyHeader";
import { newDeliveryItem, type DeliveryItemValues } from "./deliveryForm";
import { InvoiceInput } from "./InvoiceInput";
import { SignatureBoxes } from "./SignatureBoxes";

const label = (field: string) => `app.delivery_screen.fields.${field}`;

// What is delivered and how many, with a note; no price (spec 001 point 2).
const itemInputs: readonly (LineInput & { field: keyof DeliveryItemValues })[] = [
  { field: "description", label: "app.delivery_screen.items.description", flex: 3, required: true },
  quantityInput("app.delivery_screen.items.quantity"),
  { field: "note", label: "app.delivery_screen.items.note", flex: 2 },
];

const DeliveryItemRow = (props: LineRowProps) => <LineRow {...props} inputs={itemInputs} />;

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
