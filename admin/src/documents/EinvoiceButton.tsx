import { useId, useState } from "react";
import ReceiptIcon from "@mui/icons-material/IntegrationInstructions";
import { Menu, MenuItem } from "@mui/material";
import { Button, useTranslate } from "react-admin";
import {
  einvoiceFileName,
  einvoicePath,
  EINVOICE_FORMATS,
  type EinvoiceFormat,
  type EinvoiceResource,
} from "./documentPaths";
import { useFileDownload } from "./useFileDownload";

interface EinvoiceButtonProps {
  resource: EinvoiceResource;
  documentId: string;
  number: string;
}

/** "Facture électronique": the issued document as Factur-X (PDF), UBL or CII (XML), made and checked by the server. */
export const EinvoiceButton = ({ resource, documentId, number }: EinvoiceButtonProps) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { busy, download } = useFileDownload({
    success: "app.documents.einvoice.done",
    failure: "app.documents.einvoice.failed",
  });
  const choose = (format: EinvoiceFormat) => {
    setAnchor(null);
    void download(einvoicePath(resource, documentId, format), einvoiceFileName(number, format));
  };
  return (
    <>
      <Button
        label="app.documents.einvoice.button"
        aria-label={translate("app.documents.einvoice.label")}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        variant="outlined"
        loading={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ReceiptIcon />
      </Button>
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
