import { MenuItem, TextField } from "@mui/material";
import { useInput } from "react-admin";
import { CLIENT_TYPE_OPTIONS } from "@agency/shared";
import { useClientTranslate } from "./clientTranslate";

interface ClientTypeFilterProps {
  source: string;
  /** Read by react-admin's filter form: the filter is always shown. */
  alwaysOn?: boolean;
}

/**
 * The list's type filter. Not react-admin's SelectInput: its empty choice is named "Effacer la
 * valeur" and shows blank, where the spec wants a visible "Tous".
 */
export const ClientTypeFilter = ({ source }: ClientTypeFilterProps) => {
  const t = useClientTranslate();
  const { id, field } = useInput({ source });
  return (
    <TextField
      id={id}
      select
      size="small"
      label={t("list.type_filter")}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      sx={{ minWidth: 200, mb: 0.5 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t("list.all_types")}</MenuItem>
      {CLIENT_TYPE_OPTIONS.map(({ value, label }) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
};
