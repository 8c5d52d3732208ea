import { formatDH, TAX_RATE_OPTIONS } from "@agency/shared";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import { Box, IconButton, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { NumberInput, SelectInput, TextInput, useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { liveLineTotal, type LineFormValues, type LinesFormValues } from "./lineItems";

const taxRateChoices = [...TAX_RATE_OPTIONS];

/** The line's own total, following its inputs. */
const LineTotal = ({ index }: { index: number }) => {
  const translate = useTranslate();
  const line = useWatch<LinesFormValues, `items.${number}`>({ name: `items.${index}` });
  const total = liveLineTotal(line);
  return (
    <Box sx={{ minWidth: 140, pt: 1, textAlign: { md: "right" } }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate("app.sales.fields.line_total")}
      </Typography>
      <Typography component="div">{total === undefined ? "-" : formatDH(total)}</Typography>
    </Box>
  );
};

export interface LineRowProps {
  index: number;
  onRemove: () => void;
}

/** A line input: its field, label and share of the row; a number input has bounds; a required one its asterisk. */
export interface LineInput {
  field: string;
  label: string;
  flex: number;
  bounds?: { min: number; max?: number; step?: number | "any" };
  required?: boolean;
}

/**
 * A line: a named group of its inputs, laid out in a row from md up, then whatever follows them
 * (the priced line's tax rate and total), then its remove button.
 */
export const LineRow = ({
  index,
  onRemove,
  inputs,
  children,
}: LineRowProps & { inputs: readonly LineInput[]; children?: ReactNode }) => {
  const translate = useTranslate();
  const number = index + 1;
  return (
    <Stack
      role="group"
      aria-label={translate("app.sales.lines.row", { number })}
      direction={{ xs: "column", md: "row" }}
      spacing={1}
      alignItems={{ md: "flex-start" }}
    >
      {inputs.map(({ field, label, flex, bounds, required }) =>
        bounds ? (
          <NumberInput
            key={field}
            source={`items.${index}.${field}`}
            label={label}
            {...bounds}
            isRequired={required}
            helperText={false}
            sx={{ flex }}
          />
        ) : (
          <TextInput
            key={field}
            source={`items.${index}.${field}`}
            label={label}
            isRequired={required}
            helperText={false}
            sx={{ flex }}
          />
        ),
      )}
      {children}
      <IconButton aria-label={translate("app.sales.lines.remove", { number })} onClick={onRemove} sx={{ mt: 1 }}>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
};

/** A line's quantity, as every kind of line counts it: above 0, to the thousandth (shared's `quantityField`). */
export const quantityInput = (label: string) =>
  ({ field: "quantity", label, flex: 1, bounds: { min: 0.001, step: "any" }, required: true }) as const;

// Spec 001 point 5, item inputs.
const pricedInputs: readonly (LineInput & { field: keyof LineFormValues })[] = [
  { field: "description", label: "app.sales.fields.description", flex: 3, required: true },
  quantityInput("app.sales.fields.quantity"),
  { field: "unit", label: "app.sales.fields.unit", flex: 0.8 },
  {
    field: "unitPrice",
    label: "app.sales.fields.unit_price",
    flex: 1.5,
    bounds: { min: 0, step: 0.01 },
    required: true,
  },
  { field: "discount", label: "app.sales.fields.discount", flex: 1, bounds: { min: 0, max: 100 } },
];

/** One invoice or quote line: its inputs, tax rate, total and remove button. */
export const LineItemRow = (props: LineRowProps) => (
  <LineRow {...props} inputs={pricedInputs}>
    <SelectInput
      source={`items.${props.index}.taxRate`}
      label="app.sales.fields.tax_rate"
      choices={taxRateChoices}
      optionValue="value"
      optionText="label"
      isRequired
      helperText={false}
      sx={{ flex: 1, minWidth: 110 }}
    />
    <LineTotal index={props.index} />
  </LineRow>
);
