import { deliveryStatusLabel, invoiceStatusLabel, quoteStatusLabel } from "@agency/shared";
import CancelIcon from "@mui/icons-material/Cancel";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import EditNoteIcon from "@mui/icons-material/EditNote";
import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import { Chip, Stack, type ChipProps } from "@mui/material";
import type { ReactElement } from "react";
import { useRecordContext } from "react-admin";

export type SalesKind = "invoice" | "quote" | "delivery";

type ChipColor = NonNullable<ChipProps["color"]>;

// Red for what is still owed or refused, amber for what is under way, green when settled.
const colors: Record<SalesKind, Readonly<Record<string, ChipColor>>> = {
  invoice: { unpaid: "error", partial: "warning", paid: "success" },
  quote: { draft: "default", sent: "info", accepted: "success", rejected: "error" },
  delivery: { draft: "default", sent: "info", delivered: "success", cancelled: "error" },
};

// Spec 001 point 2: the delivery list shows each status with its icon.
const icons: Partial<Record<SalesKind, Readonly<Record<string, ReactElement>>>> = {
  delivery: {
    draft: <EditNoteIcon />,
    sent: <LocalShippingIcon />,
    delivered: <CheckCircleIcon />,
    cancelled: <CancelIcon />,
  },
};

const labels: Record<SalesKind, (status: string, variant: "list" | "detail") => string> = {
  invoice: invoiceStatusLabel,
  quote: quoteStatusLabel,
  delivery: deliveryStatusLabel,
};

interface StatusChipProps {
  kind: SalesKind;
  status: string;
  /** The detail page words some statuses differently (spec 001 point 4). */
  variant?: "list" | "detail";
  /** A warning beside the status, outlined in red: an invoice "En retard", a quote "Expiré". */
  flag?: string;
}

/** A document's status as a coloured chip with its French label, and its warning when it has one. */
export const StatusChip = ({ kind, status, variant = "list", flag }: StatusChipProps) => {
  const chip = (
    <Chip
      size="small"
      icon={icons[kind]?.[status]}
      label={labels[kind](status, variant)}
      color={colors[kind][status] ?? "default"}
    />
  );
  return flag ? (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {chip}
      <Chip size="small" color="error" variant="outlined" label={flag} />
    </Stack>
  ) : (
    chip
  );
};

/** The status column of a list; `source` and `sortable` are read by the list header. */
export const StatusChipField = ({ kind }: { kind: SalesKind; source: "status"; sortable?: boolean }) => {
  const record = useRecordContext();
  return typeof record?.status === "string" ? <StatusChip kind={kind} status={record.status} /> : null;
};
