import type { MouseEvent } from "react";
import VisibilityIcon from "@mui/icons-material/Visibility";
import { Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import {
  Button,
  Datagrid,
  DateField,
  TextField,
  WrapperField,
  useListContext,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { useNavigate } from "react-router-dom";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { DeliveryStatusField } from "./DeliveryStatusChip";

const columnLabels = [
  "resources.delivery.fields.deliveryNumber",
  "resources.delivery.fields.invoice.invoiceNumber",
  "resources.delivery.fields.client.name",
  "resources.delivery.fields.createdAt",
  "resources.delivery.fields.deliveryDate",
  "resources.delivery.fields.status",
  "app.deletion.column",
];

/** The table with one full-width row saying why there are no others (loading, no result). */
const MessageTable = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columnLabels.map((label) => (
            <TableCell key={label}>{translate(label)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell colSpan={columnLabels.length} align="center">
            {translate(message)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
};

const ViewButton = () => {
  const record = useRecordContext();
  const navigate = useNavigate();
  if (!record) return null;
  const view = (event: MouseEvent) => {
    // The row's own click would open the same page a second time.
    event.stopPropagation();
    navigate(`/delivery/${encodeURIComponent(String(record.id))}`);
  };
  return (
    <Button label="app.delivery_screen.list.view" onClick={view}>
      <VisibilityIcon />
    </Button>
  );
};

/** The list's rows; the spec's text rows replace react-admin's skeleton and empty page. */
export const DeliveryTable = () => {
  const { isPending } = useListContext();
  if (isPending) return <MessageTable message="app.delivery_screen.list.loading" />;
  return (
    <Datagrid
      rowClick={(id) => `/delivery/${encodeURIComponent(String(id))}`}
      bulkActionButtons={false}
      empty={<MessageTable message="app.delivery_screen.list.empty" />}
    >
      <TextField source="deliveryNumber" />
      <TextField source="invoice.invoiceNumber" emptyText="-" />
      <TextField source="client.name" emptyText="-" />
      <DateField source="createdAt" locales="fr-FR" />
      {/* Spec: a dash when there is no delivery date. */}
      <DateField source="deliveryDate" locales="fr-FR" emptyText="-" />
      {/* Not sortable: its header's sort button would share the status filter's name "Statut". */}
      <DeliveryStatusField source="status" sortable={false} />
      <WrapperField label="app.deletion.column" textAlign="right">
        <ViewButton />
        <DeleteWithCodeButton resource="delivery" />
      </WrapperField>
    </Datagrid>
  );
};
