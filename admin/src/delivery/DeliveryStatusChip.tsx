import type { ReactElement } from "react";
import CancelIcon from "@mui/icons-material/Cancel";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import EditNoteIcon from "@mui/icons-material/EditNote";
import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import { Chip, type ChipProps } from "@mui/material";
import { deliveryStatusLabel, isDocumentStatus, type DeliveryStatus } from "@agency/shared";
import { useRecordContext, type FieldProps } from "react-admin";

const looks: Record<DeliveryStatus, { icon: ReactElement; color: ChipProps["color"] }> = {
  draft: { icon: <EditNoteIcon />, color: "default" },
  sent: { icon: <LocalShippingIcon />, color: "info" },
  delivered: { icon: <CheckCircleIcon />, color: "success" },
  cancelled: { icon: <CancelIcon />, color: "error" },
};

/** A status with its icon and its French list label (Brouillon, Envoyé, Livré, Annulé). */
export const DeliveryStatusChip = ({ status }: { status: string }) => {
  // A status the screens do not know is still shown, as the API spelt it.
  const look = isDocumentStatus("delivery", status) ? looks[status] : undefined;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={look?.icon}
      color={look?.color ?? "default"}
      label={deliveryStatusLabel(status, "list")}
    />
  );
};

/** The list's status column. */
export const DeliveryStatusField = (props: FieldProps) => {
  const record = useRecordContext(props);
  return typeof record?.status === "string" ? <DeliveryStatusChip status={record.status} /> : null;
};
