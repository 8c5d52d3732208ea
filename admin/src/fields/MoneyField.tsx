import { Typography } from "@mui/material";
import { useFieldValue, type FieldProps } from "react-admin";

const twoDecimals = new Intl.NumberFormat("fr-FR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount in DH with 2 decimals, French digit grouping. PostgreSQL decimals arrive as strings. */
export const MoneyField = (props: FieldProps) => {
  const value: unknown = useFieldValue(props);
  const amount = typeof value === "string" ? Number(value) : value;
  return (
    <Typography component="span" variant="body2">
      {typeof amount === "number" && Number.isFinite(amount) ? `${twoDecimals.format(amount)} DH` : ""}
    </Typography>
  );
};
