import type { ReactElement } from "react";
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf";
import TableViewIcon from "@mui/icons-material/TableView";
import { Button, useListContext } from "react-admin";
import { useTodayNow } from "../fields/useToday";
import { exportFileName, listExportPath, type ExportableResource, type ExportFormat } from "./documentPaths";
import { useFileDownload } from "./useFileDownload";

interface ExportButtonsProps {
  resource: ExportableResource;
  /** Added to the list's own filters, e.g. a client tab's `client.documentId`. */
  filter?: Record<string, unknown>;
}

/** The icon of each format's export button. */
export const exportIcons: Record<ExportFormat, ReactElement> = {
  pdf: <PictureAsPdfIcon />,
  xlsx: <TableViewIcon />,
};

/** One format's export of the list in context: its filters and sort as on screen. */
const ExportButton = ({ resource, filter, format }: ExportButtonsProps & { format: ExportFormat }) => {
  const { filterValues, sort } = useListContext();
  const today = useTodayNow();
  const { busy, download } = useFileDownload({
    success: `app.documents.export.${format}_done`,
    failure: "app.documents.export.failed",
  });
  const exportList = () => {
    // An overdue filter is reckoned on the server's day, as the list on screen is.
    const path = listExportPath(resource, format, { ...filterValues, ...filter, today }, sort);
    void download(path, exportFileName(resource, format, new Date()));
  };
  // No loadingPosition: on a phone react-admin's Button is an IconButton, which has none (React warns).
  return (
    <Button label={`app.documents.export.${format}`} onClick={exportList} loading={busy}>
      {exportIcons[format]}
    </Button>
  );
};

/** "Exporter PDF" and "Exporter Excel": the server's files of the list in context (every page). */
export const ExportButtons = (props: ExportButtonsProps) => (
  <>
    <ExportButton {...props} format="pdf" />
    <ExportButton {...props} format="xlsx" />
  </>
);
