import DownloadIcon from "@mui/icons-material/Download";
import { Typography } from "@mui/material";
import { Button, TopToolbar, useListContext, useTranslate } from "react-admin";
import { useFileDownload } from "../documents/useFileDownload";
import { exportCsvPath, fallbackFileName } from "./csvExport";

/** The list's total (every page, as the server counts it) and the CSV export of the search. */
export const SubscriberActions = () => {
  const { total, filterValues } = useListContext();
  const translate = useTranslate();
  const { busy, download } = useFileDownload({
    success: "app.inbox.subscribers.exported",
    failure: "app.inbox.subscribers.export_failed",
  });

  return (
    <TopToolbar sx={{ alignItems: "center" }}>
      {total !== undefined && (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate("app.inbox.subscribers.count", { smart_count: total })}
        </Typography>
      )}
      <Button
        label="app.inbox.subscribers.export"
        onClick={() => void download(exportCsvPath(filterValues), fallbackFileName(new Date()))}
        disabled={busy}
      >
        <DownloadIcon />
      </Button>
    </TopToolbar>
  );
};
