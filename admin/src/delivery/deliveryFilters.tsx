import { MenuItem, TextField } from "@mui/material";
import { DELIVERY_STATUS_OPTIONS } from "@agency/shared";
import { SearchInput, useInput, useTranslate } from "react-admin";

/**
 * The status filter. Not react-admin's SelectInput: its empty choice is named "Vider le
 * champ" for assistive technology, where the spec's choice is "Tous". "" lifts the filter.
 */
const StatusFilterInput = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const { field, id } = useInput({ source });
  return (
    <TextField
      select
      id={id}
      size="small"
      label={translate("app.delivery_screen.list.status_filter")}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate("app.delivery_screen.list.all_statuses")}</MenuItem>
      {DELIVERY_STATUS_OPTIONS.map(({ value, label }) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * The search box (delivery number, client name, invoice number: the dataProvider's `q`)
 * and the status filter.
 */
export const deliveryFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <StatusFilterInput key="status" source="status" alwaysOn />,
];
