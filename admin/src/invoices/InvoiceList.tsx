import { EinvoiceZipButton } from "../documents/EinvoiceButton";
import { invoiceStatusLabel, type InvoiceStatus } from "@agency/shared";
import { BooleanInput, DateField, TextField } from "react-admin";
import { dateRangeFilters } from "../fields/dateRangeFilters";
import { MoneyField } from "../fields/MoneyField";
import { SalesList, type SalesListKind } from "../sales/SalesList";
import { salesFilters } from "../sales/salesFilters";
import { InvoiceStandingField } from "./InvoiceStanding";

// The order the spec lists them in: Tous, Payée, Non payée, Partielle.
const statuses: readonly InvoiceStatus[] = ["paid", "unpaid", "partial"];

export const invoiceList: SalesListKind = {
  resource: "invoices",
  title: "app.sales.invoice.list_title",
  filters: [
    ...salesFilters(statuses.map((status) => ({ id: status, name: invoiceStatusLabel(status) }))),
    <BooleanInput key="overdue" source="overdue" label="app.sales.invoice.overdue" alwaysOn />,
    ...dateRangeFilters("issueDate", "app.sales.filters.issued_from", "app.sales.filters.issued_to"),
  ],
  sort: { field: "issueDate", order: "DESC" },
  exportAs: "invoices",
  moreActions: <EinvoiceZipButton />,
  path: "/invoices",
  createLabel: "app.sales.invoice.new",
  deleteAs: "invoices",
  keptAs: "invoice",
  messages: "app.sales.invoice",
  client: {
    field: "client",
    empty: "app.clients_screen.kinds.invoice.empty",
    print: { resource: "invoices", numberField: "invoiceNumber" },
  },
  columns: [
    <TextField key="number" source="invoiceNumber" emptyText="—" />,
    <TextField key="client" source="client.name" />,
    <DateField key="issued" source="issueDate" locales="fr-FR" />,
    <DateField key="due" source="dueDate" locales="fr-FR" />,
    <MoneyField key="total" source="totalAmount" textAlign="right" />,
    <InvoiceStandingField key="status" source="status" />,
  ],
};

export const InvoiceList = () => <SalesList kind={invoiceList} />;
