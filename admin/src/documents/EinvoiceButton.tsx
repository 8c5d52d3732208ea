import { useId, useState } from "react";
import ReceiptIcon from "@mui/icons-material/IntegrationInstructions";
import { Menu, MenuItem } from "@mui/material";
import { useListContext, useTranslate } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import { useTodayNow } from "../fields/useToday";
import {
  einvoiceFileName,
  einvoicePath,
  einvoiceZipPath,
  EINVOICE_FORMATS,
  type EinvoiceFormat,
  type EinvoiceResource,
} from "./documentPaths";
import { useFileDownload } from "./useFileDownload";

interface FormatsButtonProps {
  /** Translation keys under app.documents.einvoice: the button's text and its full name. */
  label: "button" | "zip";
  pathOf: (format: EinvoiceFormat) => string;
  fileNameOf: (format: EinvoiceFormat) => string;
  variant?: "outlined" | "text";
}

/** A button opening the three formats (Factur-X, UBL, CII); the chosen one is made by the server and saved. */
const EinvoiceFormatsButton = ({ label, pathOf, fileNameOf, variant }: FormatsButtonProps) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { busy, download } = useFileDownload({
    success: "app.documents.einvoice.done",
    failure: "app.documents.einvoice.failed",
  });
  const choose = (format: EinvoiceFormat) => {
    setAnchor(null);
    void download(pathOf(format), fileNameOf(format));
  };
  return (
    <>
      <ActionButton
        label={`app.documents.einvoice.${label}`}
        aria-label={translate(`app.documents.einvoice.${label}_label`)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        variant={variant}
        loading={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ReceiptIcon />
      </ActionButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {EINVOICE_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => choose(format)}>
            {translate(`app.documents.einvoice.formats.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/** "Facture électronique" of an issued invoice or a credit note: Factur-X (PDF), UBL or CII (XML). */
export const EinvoiceButton = ({
  resource,
  documentId,
  number,
}: {
  resource: EinvoiceResource;
  documentId: string;
  number: string;
}) => (
  <EinvoiceFormatsButton
    label="button"
    variant="outlined"
    pathOf={(format) => einvoicePath(resource, documentId, format)}
    fileNameOf={(format) => einvoiceFileName(number, format)}
  />
);

/** The invoice list's "Factures électroniques": one zip of the issued invoices the list's filters hold. */
export const EinvoiceZipButton = () => {
  const { filterValues, sort } = useListContext();
  const today = useTodayNow();
  return (
    <EinvoiceFormatsButton
      label="zip"
      pathOf={(format) => einvoiceZipPath(format, { ...filterValues, today }, sort)}
      fileNameOf={(format) => `factures-electroniques-${format}.zip`}
    />
  );
};
