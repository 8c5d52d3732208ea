import { TextField } from "@mui/material";
import { useInput, useTranslateLabel } from "react-admin";
import type { LabelledOption } from "@agency/shared";

interface NativeSelectInputProps {
  /** The field, which also gives the label as for react-admin's own inputs (`resources.posts.fields.*`). */
  source: string;
  options: ReadonlyArray<LabelledOption>;
  /** First choice with an empty value, e.g. "Tous" in a filter. */
  emptyLabel?: string;
  /** Read by react-admin's filter form: the filter is always shown. */
  alwaysOn?: boolean;
  size?: "small" | "medium";
}

/**
 * A native `<select>` rather than react-admin's SelectInput (an MUI menu): its label names it
 * for assistive technologies and for Playwright's `selectOption`, and it shows a visible "Tous".
 */
export const NativeSelectInput = ({ source, options, emptyLabel, size = "medium" }: NativeSelectInputProps) => {
  const translateLabel = useTranslateLabel();
  const { id, field, fieldState } = useInput({ source });
  return (
    <TextField
      id={id}
      select
      size={size}
      label={translateLabel({ source })}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </TextField>
  );
};
