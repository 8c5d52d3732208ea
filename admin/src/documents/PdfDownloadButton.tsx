import DownloadIcon from "@mui/icons-material/Download";
import { ActionButton } from "../layout/ActionButton";
import { documentPdfPath, type DownloadableResource } from "./documentPaths";
import { useFileDownload } from "./useFileDownload";

interface PdfDownloadButtonProps {
  resource: DownloadableResource;
  documentId: string;
  /** The document's number, e.g. FA-26-0001: the file's name if the server's cannot be read. */
  number: string;
}

/** "Télécharger PDF": the server's PDF of one document, saved as `<number>.pdf`. */
export const PdfDownloadButton = ({ resource, documentId, number }: PdfDownloadButtonProps) => {
  const { busy, download } = useFileDownload({
    success: "app.documents.pdf.done",
    failure: "app.documents.pdf.failed",
  });
  return (
    <ActionButton
      label="app.documents.pdf.download"
      variant="outlined"
      onClick={() => void download(documentPdfPath(resource, documentId), `${number}.pdf`)}
      // No loadingPosition: on a phone react-admin's Button is an IconButton, which has none (React warns).
      loading={busy}
    >
      <DownloadIcon />
    </ActionButton>
  );
};
