import { invoiceStatusLabel, type InvoiceStatus } from "@agency/shared";
import { Stack, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { useId } from "react";
import { useTranslate } from "react-admin";
import { useStatusChange } from "../sales/useStatusChange";

// The list filter's order: settled first.
const statuses: readonly InvoiceStatus[] = ["paid", "unpaid", "partial"];

interface InvoiceStatusControlProps {
  invoiceId: string;
  status: string;
  onChanged: () => void;
}

/** Payée / Non payée / Partielle: any move is allowed, payments being cancelled at times. */
export const InvoiceStatusControl = ({ invoiceId, status, onChanged }: InvoiceStatusControlProps) => {
  const translate = useTranslate();
  const labelId = useId();
  const { change, pending } = useStatusChange(
    "invoices",
    invoiceId,
    "app.sales.invoice.update_failed",
    onChanged,
  );
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} alignItems={{ sm: "center" }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {translate("app.sales.common.change_status")}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={status}
        disabled={pending}
        aria-labelledby={labelId}
        onChange={(_event, next: string | null) => {
          if (next && next !== status) void change(next);
        }}
      >
        {statuses.map((value) => (
          <ToggleButton key={value} value={value}>
            {invoiceStatusLabel(value)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
};
