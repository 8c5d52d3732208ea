import type { MouseEvent } from "react";
import PrintIcon from "@mui/icons-material/Print";
import { IconButton, Tooltip } from "@mui/material";
import { useTranslate } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import { Link } from "react-router-dom";
import { printViewPath, type PrintableResource } from "./documentPaths";

interface PrintLinkProps {
  resource: PrintableResource;
  documentId: string;
}

/** "Imprimer" on a detail page: opens the document's print view. */
export const PrintButton = ({ resource, documentId }: PrintLinkProps) => (
  <ActionButton
    component={Link}
    to={printViewPath(resource, documentId)}
    label="app.documents.print.button"
    variant="outlined"
  >
    <PrintIcon />
  </ActionButton>
);

// The row opens the document on click; this link must not trigger that as well.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** The print icon of a table row, named after the document it prints. */
export const PrintRowButton = ({ resource, documentId, number }: PrintLinkProps & { number: string }) => {
  const translate = useTranslate();
  const label = translate("app.documents.print.row", { number });
  return (
    <Tooltip title={label}>
      <IconButton
        component={Link}
        to={printViewPath(resource, documentId)}
        aria-label={label}
        size="small"
        onClick={stopPropagation}
      >
        <PrintIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
