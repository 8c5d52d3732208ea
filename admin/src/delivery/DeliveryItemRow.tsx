import { NumberInput, TextInput } from "react-admin";
import { LineRowFrame, type LineRowProps } from "../sales/LineItemRow";
import type { DeliveryItemValues } from "./deliveryForm";

/** One delivery line: what is delivered and how many, with a note; no price (spec 001 point 2). */
export const DeliveryItemRow = ({ index, onRemove }: LineRowProps) => {
  const source = (field: keyof DeliveryItemValues) => `items.${index}.${field}`;
  return (
    <LineRowFrame index={index} onRemove={onRemove}>
      <TextInput
        source={source("description")}
        label="app.delivery_screen.items.description"
        helperText={false}
        sx={{ flex: 3 }}
      />
      <NumberInput
        source={source("quantity")}
        label="app.delivery_screen.items.quantity"
        min={0.001}
        step="any"
        helperText={false}
        sx={{ flex: 1 }}
      />
      <TextInput source={source("note")} label="app.delivery_screen.items.note" helperText={false} sx={{ flex: 2 }} />
    </LineRowFrame>
  );
};
