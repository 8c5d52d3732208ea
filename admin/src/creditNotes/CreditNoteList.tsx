import { DateField, TextField } from "react-admin";
import { dateRangeFilters } from "../fields/dateRangeFilters";
import { MoneyField } from "../fields/MoneyField";
import { searchFilter } from "../fields/searchFilter";
import { SalesList, type SalesListKind } from "../sales/SalesList";
import { CreditSplitField } from "./CreditSplitField";

/** /credit-notes: every credit note, searchable by number, reason, client or invoice; exported by the server. */
export const creditNoteList: SalesListKind = {
  resource: "creditNotes",
  title: "app.credit_notes.list_title",
  filters: [
    ...searchFilter,
    ...dateRangeFilters("issueDate", "app.sales.filters.issued_from", "app.sales.filters.issued_to"),
  ],
  sort: { field: "issueDate", order: "DESC" },
  exportAs: "creditNotes",
  path: "/credit-notes",
  messages: "app.credit_notes",
  client: { field: "client", empty: "app.clients_screen.show.credit_notes_empty" },
  columns: [
    <TextField key="number" source="creditNoteNumber" label="app.credit_notes.fields.creditNoteNumber" />,
    <TextField key="invoice" source="invoice.invoiceNumber" label="app.credit_notes.fields.invoice" sortable={false} />,
    <TextField key="client" source="client.name" label="app.credit_notes.fields.client" sortable={false} />,
    <DateField key="issued" source="issueDate" label="app.credit_notes.fields.issueDate" locales="fr-FR" />,
    <TextField key="reason" source="reason" label="app.credit_notes.fields.reason" sortable={false} />,
    <MoneyField key="total" source="totalAmount" label="app.credit_notes.fields.totalAmount" textAlign="right" />,
    <CreditSplitField key="deducted" part="deducted" label="app.credit_notes.fields.deducted" textAlign="right" />,
    <CreditSplitField key="owedBack" part="owedBack" label="app.credit_notes.fields.owedBack" textAlign="right" />,
  ],
};

export const CreditNoteList = () => <SalesList kind={creditNoteList} />;
