import { ActionButton } from "../layout/ActionButton";
import { exportIcons } from "../documents/ExportButtons";
import type { ExportFormat } from "../documents/documentPaths";
import { useFileDownload } from "../documents/useFileDownload";
import { ageingReportPath } from "./ageingReport";

/** One format of the server's ageing report of `date`. */
const AgeingExportButton = ({ date, format, disabled }: { date: string; format: ExportFormat; disabled: boolean }) => {
  const { busy, download } = useFileDownload({
    success: `app.documents.export.${format}_done`,
    failure: "app.documents.export.failed",
  });
  return (
    <ActionButton
      label={`app.documents.export.${format}`}
      // The server names the file; this name only stands in when its header cannot be read.
      onClick={() => void download(ageingReportPath(date, format), `balance-agee_${date}.${format}`)}
      loading={busy}
      disabled={disabled}
    >
      {exportIcons[format]}
    </ActionButton>
  );
};

/** "Exporter PDF" and "Exporter Excel": the report of `date` as the server's files. */
export const AgeingExportButtons = ({ date, disabled }: { date: string; disabled: boolean }) => (
  <>
    <AgeingExportButton date={date} format="pdf" disabled={disabled} />
    <AgeingExportButton date={date} format="xlsx" disabled={disabled} />
  </>
);
