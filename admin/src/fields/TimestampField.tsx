import { casablancaTimestamp } from "@agency/shared";
import { Typography } from "@mui/material";
import { useFieldValue, type FieldProps } from "react-admin";

/** A moment as a list column: "24/11/2026 19:30:05" on Casablanca's clock, whatever the browser's; "—" when none. */
export const TimestampField = (props: FieldProps) => {
  const value: unknown = useFieldValue(props);
  return (
    <Typography component="span" variant="body2">
      {typeof value === "string" && value !== "" ? casablancaTimestamp(value) : "—"}
    </Typography>
  );
};
