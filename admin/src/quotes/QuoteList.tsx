import { QUOTE_STATUS_OPTIONS } from "@agency/shared";
import { BooleanInput, DateField, TextField } from "react-admin";
import { MoneyField } from "../fields/MoneyField";
import { SalesList, type SalesListKind } from "../sales/SalesList";
import { salesFilters } from "../sales/salesFilters";
import { QuoteStandingField } from "./QuoteStanding";

// The client comes populated with each quote: one request for the page.
export const quoteList: SalesListKind = {
  resource: "quotes",
  title: "app.sales.quote.list_title",
  filters: [
    ...salesFilters(QUOTE_STATUS_OPTIONS.map(({ value, label }) => ({ id: value, name: label }))),
    <BooleanInput key="expired" source="expired" label="app.sales.quote.expired_filter" alwaysOn />,
  ],
  sort: { field: "issueDate", order: "DESC" },
  exportAs: "quotes",
  path: "/quotes",
  createLabel: "app.sales.quote.new",
  deleteAs: "quotes",
  keptAs: "quote",
  messages: "app.sales.quote",
  client: {
    field: "client",
    empty: "app.clients_screen.kinds.quote.empty",
    print: { resource: "quotes", numberField: "quoteNumber" },
  },
  columns: [
    <TextField key="number" source="quoteNumber" />,
    <TextField key="client" source="client.name" emptyText="app.sales.common.client_missing" />,
    <DateField key="issued" source="issueDate" locales="fr-FR" />,
    <DateField key="valid" source="validUntil" locales="fr-FR" />,
    <MoneyField key="total" source="totalAmount" textAlign="right" />,
    <QuoteStandingField key="status" source="status" />,
  ],
};

export const QuoteList = () => <SalesList kind={quoteList} />;
