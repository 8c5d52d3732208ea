import { MenuItem, TextField } from "@mui/material";
import { useInput, useTranslate } from "react-admin";

export interface StatusChoice {
  id: string;
  name: string;
}

interface StatusFilterInputProps {
  /** Read by react-admin's filter form. */
  source: "status";
  alwaysOn: true;
  choices: readonly StatusChoice[];
}

/**
 * The list's status filter. Not react-admin's SelectInput: its empty option is named
 * "Effacer la valeur" for assistive tech, where this one is "Tous" for everybody.
 */
export const StatusFilterInput = ({ source, choices }: StatusFilterInputProps) => {
  const translate = useTranslate();
  const { field, id } = useInput({ source });
  return (
    <TextField
      select
      id={id}
      name={field.name}
      label={translate("app.sales.fields.status")}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      variant="filled"
      size="small"
      sx={{ minWidth: 180 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate("app.sales.common.all")}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
