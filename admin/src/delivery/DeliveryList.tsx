import { DELIVERY_STATUS_OPTIONS } from "@agency/shared";
import { DateField, TextField } from "react-admin";
import { SalesList, type SalesListKind } from "../sales/SalesList";
import { salesFilters } from "../sales/salesFilters";
import { StatusChipField } from "../sales/StatusChip";

/** /delivery: the delivery notes, searched (number, client, invoice) and filtered on the server (spec 001 point 2). */
export const deliveryList: SalesListKind = {
  resource: "delivery",
  title: "app.titles.delivery",
  filters: salesFilters(DELIVERY_STATUS_OPTIONS.map(({ value, label }) => ({ id: value, name: label }))),
  sort: { field: "issueDate", order: "DESC" },
  exportAs: "delivery",
  path: "/delivery",
  createLabel: "app.sales.delivery.new",
  deleteAs: "delivery",
  keptAs: "delivery",
  // Spec 001 point 8 gives one message for a failed load, whatever the server said.
  messages: "app.sales.delivery",
  client: {
    field: "client",
    empty: "app.clients_screen.kinds.delivery.empty",
    createWithoutClient: true,
    print: { resource: "delivery", numberField: "deliveryNumber" },
  },
  columns: [
    <TextField key="number" source="deliveryNumber" />,
    <TextField key="invoice" source="invoice.invoiceNumber" emptyText="-" />,
    <TextField key="client" source="client.name" emptyText="-" />,
    // The delivery note's own date, as its PDF and the exports give it (not the record's creation time).
    <DateField key="created" source="issueDate" locales="fr-FR" />,
    // Spec: a dash when there is no delivery date.
    <DateField key="delivery" source="deliveryDate" locales="fr-FR" emptyText="-" />,
    // Not sortable: its header's sort button would share the status filter's name "Statut".
    <StatusChipField key="status" kind="delivery" source="status" sortable={false} />,
  ],
};

export const DeliveryList = () => <SalesList kind={deliveryList} />;
