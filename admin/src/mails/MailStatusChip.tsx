import type { OutboxStatus } from "@agency/shared";
import { Chip } from "@mui/material";
import { useTranslate } from "react-admin";

const COLORS: Record<OutboxStatus, "default" | "info" | "success" | "error"> = {
  queued: "default",
  sending: "info",
  sent: "success",
  failed: "error",
};

/** "En attente", "Envoyé", "Échec"…: a mail's status, coloured. */
export const MailStatusChip = ({ status }: { status: OutboxStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status]} label={translate(`app.mails.statuses.${status}`)} />;
};
