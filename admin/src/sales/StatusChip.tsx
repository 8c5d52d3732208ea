import { invoiceStatusLabel, quoteStatusLabel } from "@agency/shared";
import { Chip, type ChipProps } from "@mui/material";
import { useRecordContext } from "react-admin";

export type SalesKind = "invoice" | "quote";

type ChipColor = NonNullable<ChipProps["color"]>;

// Red for what is still owed or refused, amber for what is under way, green when settled.
const colors: Record<SalesKind, Readonly<Record<string, ChipColor>>> = {
  invoice: { unpaid: "error", partial: "warning", paid: "success" },
  quote: { draft: "default", sent: "info", accepted: "success", rejected: "error" },
};

const labels: Record<SalesKind, (status: string, variant: "list" | "detail") => string> = {
  invoice: invoiceStatusLabel,
  quote: quoteStatusLabel,
};

interface StatusChipProps {
  kind: SalesKind;
  status: string;
  /** The detail page words some statuses differently (spec 001 point 4). */
  variant?: "list" | "detail";
}

/** A document's status as a coloured chip with its French label. */
export const StatusChip = ({ kind, status, variant = "list" }: StatusChipProps) => (
  <Chip size="small" label={labels[kind](status, variant)} color={colors[kind][status] ?? "default"} />
);

/** The status column of a list; `source` names the column for the list header. */
export const StatusChipField = ({ kind }: { kind: SalesKind; source: "status" }) => {
  const record = useRecordContext();
  return typeof record?.status === "string" ? <StatusChip kind={kind} status={record.status} /> : null;
};
