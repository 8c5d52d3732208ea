import AddIcon from "@mui/icons-material/Add";
import VisibilityIcon from "@mui/icons-material/Visibility";
import type { MouseEvent } from "react";
import { Button, TopToolbar, useRecordContext } from "react-admin";
import { Link } from "react-router-dom";
import { ExportButtons } from "../documents/ExportButtons";
import type { ExportableResource } from "../documents/documentPaths";
import { searchFilter } from "../fields/searchFilter";
import { StatusFilterInput, type StatusChoice } from "./StatusFilterInput";

/** Search box (number or client name) and status filter, both always shown. */
export const salesFilters = (statusChoices: readonly StatusChoice[]) => [
  ...searchFilter,
  <StatusFilterInput key="status" source="status" alwaysOn choices={statusChoices} />,
];

/** The list's PDF and Excel exports, then "Nouvelle facture" / "Nouveau devis". */
export const SalesListActions = ({
  resource,
  to,
  label,
}: {
  resource: ExportableResource;
  to: string;
  label: string;
}) => (
  <TopToolbar>
    <ExportButtons resource={resource} />
    <Button component={Link} to={to} label={label} variant="contained">
      <AddIcon />
    </Button>
  </TopToolbar>
);

// The row's own click would navigate a second time.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** Opens the row's document, e.g. /invoices/:id. */
export const ViewButton = ({ basePath }: { basePath: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`${basePath}/${encodeURIComponent(String(record.id))}`}
      label="app.sales.common.view"
      onClick={stopPropagation}
    >
      <VisibilityIcon />
    </Button>
  );
};
