import { quoteSchema, type QuoteData } from "@agency/shared";
import { useMemo } from "react";
import { Button, useTranslate } from "react-admin";
import { useAgencyDataProvider } from "../providers/dataProvider";
import { SalesForm } from "../sales/SalesForm";
import { SalesPage } from "../sales/SalesPage";
import type { QuoteRecord } from "../sales/salesRecords";
import { StatusChip } from "../sales/StatusChip";
import { EDIT_MODE_EXIT_DELAY_MS, useSaveHandler, wait } from "../sales/useSaveHandler";
import { quoteFormValues, quotePayload } from "./quoteForm";
import { QuoteInputs } from "./QuoteInputs";

interface QuoteEditProps {
  quote: QuoteRecord;
  /** Saved: back to read mode with the stored version. */
  onSaved: () => void;
  onCancel: () => void;
}

/** Edit mode of /quotes/:id: the creation inputs, prefilled; PUT on "Enregistrer". */
export const QuoteEdit = ({ quote, onSaved, onCancel }: QuoteEditProps) => {
  const dataProvider = useAgencyDataProvider();
  const translate = useTranslate();
  const defaultValues = useMemo(() => quoteFormValues(quote), [quote]);
  const save = useSaveHandler({
    send: (payload: QuoteData) => dataProvider.updateSalesDocument("quotes", quote.id, payload),
    successKey: "app.sales.quote.updated",
    failureKey: "app.sales.quote.update_failed",
    numberField: "quoteNumber",
    onSaved: async () => {
      await wait(EDIT_MODE_EXIT_DELAY_MS);
      onSaved();
    },
  });
  return (
    <SalesPage
      section="app.sales.quote.list_title"
      title={translate("app.sales.quote.show_title", { number: quote.quoteNumber })}
      backTo="/quotes"
      backLabel="app.sales.quote.back"
      badge={<StatusChip kind="quote" status={quote.status} variant="detail" />}
    >
      <SalesForm
        defaultValues={defaultValues}
        schema={quoteSchema}
        toPayload={quotePayload}
        save={save}
        actions={<Button label="app.sales.common.cancel" onClick={onCancel} />}
      >
        <QuoteInputs />
      </SalesForm>
    </SalesPage>
  );
};
