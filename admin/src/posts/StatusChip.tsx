import { Chip } from "@mui/material";
import { ARTICLE_STATUS_LABELS, labelFor } from "@agency/shared";

/** "Brouillon" / "Publié"; spec 000 point 4: the status, lowercased, is also a style class. */
export const StatusChip = ({ status }: { status: unknown }) => {
  const value = typeof status === "string" ? status : "";
  return (
    <Chip
      size="small"
      label={labelFor(ARTICLE_STATUS_LABELS, value)}
      className={`status status-${value.toLowerCase()}`}
      color={value === "published" ? "success" : "default"}
    />
  );
};
