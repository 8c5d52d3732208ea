import { formatDH, labelFor, RECURRENCE_FREQUENCY_LABELS } from "@agency/shared";
import { DateField, FunctionField, TextField, useTranslate, type RaRecord } from "react-admin";
import { MoneyField } from "../fields/MoneyField";
import { searchFilter } from "../fields/searchFilter";
import { SalesList, type SalesListKind } from "../sales/SalesList";
import { rowMonthlyAmount } from "./recurringRecord";

/** "Oui" or "Non" in words: an icon alone says nothing to a screen reader. */
const ActiveText = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  return <>{translate(record.active === false ? "ra.boolean.false" : "ra.boolean.true")}</>;
};

/** /recurring-invoices: every retainer, searched by client or notes, the next invoice first. */
export const recurringList: SalesListKind = {
  resource: "recurringInvoices",
  title: "app.recurring.list_title",
  filters: searchFilter,
  sort: { field: "nextDate", order: "ASC" },
  path: "/recurring-invoices",
  createLabel: "app.recurring.new",
  messages: "app.recurring",
  columns: [
    <TextField key="client" source="client.name" label="app.recurring.fields.client" sortable={false} />,
    <FunctionField
      key="frequency"
      source="frequency"
      label="app.recurring.fields.frequency"
      render={(record: RaRecord) => labelFor(RECURRENCE_FREQUENCY_LABELS, String(record.frequency))}
    />,
    <DateField key="next" source="nextDate" label="app.recurring.fields.next_date" locales="fr-FR" />,
    <FunctionField
      key="monthly"
      label="app.recurring.fields.monthly_amount"
      textAlign="right"
      render={(record: RaRecord) => {
        const amount = rowMonthlyAmount(record);
        return amount === undefined ? "" : formatDH(amount);
      }}
    />,
    <MoneyField key="total" source="totalAmount" label="app.recurring.fields.total_amount" textAlign="right" />,
    <FunctionField
      key="active"
      source="active"
      label="app.recurring.fields.active"
      render={(record: RaRecord) => <ActiveText record={record} />}
    />,
  ],
};

export const RecurringList = () => <SalesList kind={recurringList} />;
