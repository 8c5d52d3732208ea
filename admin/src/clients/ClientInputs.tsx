import { useId, type ChangeEvent } from "react";
import { Box, MenuItem, TextField } from "@mui/material";
import { CLIENT_TYPE_OPTIONS } from "@agency/shared";
import { salesRepChoices, type ClientField, type ClientFormValues } from "./clientForm";
import { useClientTranslate } from "./clientTranslate";

interface ClientInputsProps {
  values: ClientFormValues;
  /** Messages by field name, shown under the inputs. */
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  onChange: (field: ClientField, value: string) => void;
}

/** The client's inputs, shared by the add page and the detail page's edit mode. */
export const ClientInputs = ({ values, errors, disabled, onChange }: ClientInputsProps) => {
  const t = useClientTranslate();
  const baseId = useId();
  const inputProps = (field: ClientField) => ({
    id: `${baseId}-${field}`,
    name: field,
    label: t(`fields.${field}`),
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
    error: field in errors,
    helperText: errors[field],
    disabled,
    fullWidth: true,
    // Required inputs stay aria-required, but their label shows no asterisk: the accessible
    // name is then the label alone ("Nom", not "Nom *"), as the pages are driven by label.
    slotProps: { inputLabel: { required: false } },
  });

  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, gap: 2 }}>
      <TextField {...inputProps("name")} required autoComplete="organization" />
      <TextField {...inputProps("type")} select required>
        {CLIENT_TYPE_OPTIONS.map(({ value, label }) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...inputProps("email")} type="email" required autoComplete="email" />
      <TextField {...inputProps("phone")} type="tel" required autoComplete="tel" />
      <TextField {...inputProps("address")} required autoComplete="street-address" />
      <TextField {...inputProps("contactName")} autoComplete="name" />
      <TextField {...inputProps("salesRep")} select>
        <MenuItem value="">{t("form.no_sales_rep")}</MenuItem>
        {salesRepChoices(values.salesRep).map((rep) => (
          <MenuItem key={rep} value={rep}>
            {rep}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...inputProps("ice")} />
      <TextField {...inputProps("fiscalId")} />
      <TextField {...inputProps("notes")} multiline minRows={3} sx={{ gridColumn: "1 / -1" }} />
    </Box>
  );
};
