import { useEffect, useMemo, useState } from "react";
import { Autocomplete, TextField } from "@mui/material";
import { useGetList, useNotify, useTranslate, type RaRecord } from "react-admin";
import { invoiceChoiceRecord, type InvoiceChoice } from "./deliveryAnswers";

interface InvoiceSelectProps {
  value: InvoiceChoice | null;
  onChange: (choice: InvoiceChoice | null) => void;
  error?: string;
}

const choiceLabel = ({ invoiceNumber, clientName }: InvoiceChoice) =>
  clientName ? `${invoiceNumber} — ${clientName}` : invoiceNumber;

const toChoices = (records: readonly RaRecord[]): InvoiceChoice[] =>
  records.flatMap((record) => {
    const parsed = invoiceChoiceRecord.safeParse(record);
    if (!parsed.success) console.error("Invoice left out of the select", record, parsed.error);
    return parsed.success ? [parsed.data] : [];
  });

/** What was typed, once the user pauses: one search request per pause, not per key. */
const useSettled = (value: string, delay: number) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};

/** The existing invoices, searched on the server by number (or client name). */
export const InvoiceSelect = ({ value, onChange, error }: InvoiceSelectProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [typed, setTyped] = useState("");
  const search = useSettled(typed, 300);
  const { data, isFetching } = useGetList(
    "invoices",
    {
      pagination: { page: 1, perPage: 20 },
      sort: { field: "issueDate", order: "DESC" },
      // A delivery note follows an issued invoice, not a draft.
      filter: { q: search, state: "issued" },
    },
    {
      onError: (failure) => {
        console.error("Loading the invoices for the delivery note failed", failure);
        notify("app.delivery_screen.invoice_select.load_failed", { type: "error" });
      },
    },
  );
  const options = useMemo(() => {
    const choices = toChoices(data ?? []);
    // The chosen invoice stays an option whatever the last search found.
    return value && !choices.some(({ id }) => id === value.id) ? [value, ...choices] : choices;
  }, [data, value]);

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, choice) => onChange(choice)}
      // Only what the user types is a search; the label written in after a choice is not.
      onInputChange={(_event, text, reason) => {
        if (reason !== "reset") setTyped(text);
      }}
      filterOptions={(found) => found}
      getOptionLabel={choiceLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={isFetching}
      loadingText={translate("app.delivery_screen.invoice_select.loading")}
      noOptionsText={translate("app.delivery_screen.invoice_select.none")}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={translate("app.delivery_screen.fields.invoice")}
          error={error !== undefined}
          helperText={error}
        />
      )}
    />
  );
};
