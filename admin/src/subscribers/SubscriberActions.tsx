import { useState } from "react";
import DownloadIcon from "@mui/icons-material/Download";
import { Typography } from "@mui/material";
import { Button, TopToolbar, useDataProvider, useListContext, useNotify, useTranslate } from "react-admin";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { exportCsvPath, fallbackFileName } from "./csvExport";
import { downloadFile } from "../documents/download";

/** The list's total (every page, as the server counts it) and the CSV export of the search. */
export const SubscriberActions = () => {
  const { total, filterValues } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(dataProvider, exportCsvPath(filterValues), fallbackFileName(new Date()));
      notify("app.inbox.subscribers.exported", { type: "success" });
    } catch (error) {
      console.error(error);
      notify("app.inbox.subscribers.export_failed", { type: "error" });
    } finally {
      setExporting(false);
    }
  };

  return (
    <TopToolbar sx={{ alignItems: "center" }}>
      {total !== undefined && (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate("app.inbox.subscribers.count", { smart_count: total })}
        </Typography>
      )}
      <Button label="app.inbox.subscribers.export" onClick={() => void exportCsv()} disabled={exporting}>
        <DownloadIcon />
      </Button>
    </TopToolbar>
  );
};
