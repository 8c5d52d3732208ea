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

/** A line's frame: a named group of inputs, laid out in a row from md up, and its remove button. */
export const LineRowFrame = ({ index, onRemove, children }: LineRowProps & { children: ReactNode }) => {
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
      {children}
      <IconButton aria-label={translate("app.sales.lines.remove", { number })} onClick={onRemove} sx={{ mt: 1 }}>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
};

/** One invoice or quote line: its inputs (spec 001 point 5, item inputs), total and remove button. */
export const LineItemRow = ({ index, onRemove }: LineRowProps) => {
  const source = (field: keyof LineFormValues) => `items.${index}.${field}`;
  return (
    <LineRowFrame index={index} onRemove={onRemove}>
      <TextInput
        source={source("description")}
        label="app.sales.fields.description"
        helperText={false}
        sx={{ flex: 3 }}
      />
      <NumberInput
        source={source("quantity")}
        label="app.sales.fields.quantity"
        min={0.001}
        step="any"
        helperText={false}
        sx={{ flex: 1 }}
      />
      <TextInput source={source("unit")} label="app.sales.fields.unit" helperText={false} sx={{ flex: 0.8 }} />
      <NumberInput
        source={source("unitPrice")}
        label="app.sales.fields.unit_price"
        min={0}
        step={0.01}
        helperText={false}
        sx={{ flex: 1.5 }}
      />
      <NumberInput
        source={source("discount")}
        label="app.sales.fields.discount"
        min={0}
        max={100}
        helperText={false}
        sx={{ flex: 1 }}
      />
      <SelectInput
        source={source("taxRate")}
        label="app.sales.fields.tax_rate"
        choices={taxRateChoices}
        optionValue="value"
        optionText="label"
        isRequired
        helperText={false}
        sx={{ flex: 1, minWidth: 110 }}
      />
      <LineTotal index={index} />
    </LineRowFrame>
  );
};
