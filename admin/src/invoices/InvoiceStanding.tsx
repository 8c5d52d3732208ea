import { INVOICE_STATE_LABELS, invoiceState, isOverdue } from "@agency/shared";
import { Chip } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { useToday } from "../fields/useToday";
import { StatusChip } from "../sales/StatusChip";

interface Standing {
  state?: string | null;
  status: string;
  dueDate?: string | null;
}

/**
 * Where an invoice stands: a draft or a cancelled one says so; an issued one shows its
 * payment status, and "En retard" once past its due date with something to pay.
 */
export const InvoiceStanding = ({ invoice, variant = "list" }: { invoice: Standing; variant?: "list" | "detail" }) => {
  const translate = useTranslate();
  const today = useToday();
  const state = invoiceState(invoice.state);
  if (state !== "issued") {
    return (
      <Chip
        size="small"
        label={INVOICE_STATE_LABELS[state]}
        color={state === "draft" ? "default" : "secondary"}
        variant="outlined"
      />
    );
  }
  const overdue = today !== undefined && isOverdue(invoice, today);
  return (
    <StatusChip
      kind="invoice"
      status={invoice.status}
      variant={variant}
      flag={overdue ? translate("app.sales.invoice.overdue") : undefined}
    />
  );
};

/** The status column of the invoice list. */
export const InvoiceStandingField = (_props: { source: "status"; label?: string }) => {
  const record = useRecordContext();
  return record && typeof record.status === "string" ? (
    <InvoiceStanding invoice={record as unknown as Standing} />
  ) : null;
};
