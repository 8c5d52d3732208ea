import { Typography } from "@mui/material";
import { useFieldValue, type FieldProps } from "react-admin";

const twoDecimals = new Intl.NumberFormat("fr-FR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount in DH with 2 decimals, French digit grouping, never cut across two lines; `empty` when there is none. */
export const MoneyText = ({ amount, empty = "" }: { amount: unknown; empty?: string }) => {
  const value = typeof amount === "string" ? Number(amount) : amount;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: "nowrap" }}>
      {typeof value === "number" && Number.isFinite(value) ? `${twoDecimals.format(value)} DH` : empty}
    </Typography>
  );
};

/** A record's amount as a list column. PostgreSQL decimals arrive as strings. */
export const MoneyField = (props: FieldProps) => <MoneyText amount={useFieldValue(props)} />;
