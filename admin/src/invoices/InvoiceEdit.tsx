import { invoiceSchema, type InvoiceData } from "@agency/shared";
import { useMemo } from "react";
import { Button, useTranslate } from "react-admin";
import { useAgencyDataProvider } from "../providers/dataProvider";
import { SalesForm } from "../sales/SalesForm";
import { SalesPage } from "../sales/SalesPage";
import type { InvoiceRecord } from "../sales/salesRecords";
import { StatusChip } from "../sales/StatusChip";
import { EDIT_MODE_EXIT_DELAY_MS, useSaveHandler, wait } from "../sales/useSaveHandler";
import { invoiceFormValues, invoicePayload } from "./invoiceForm";
import { InvoiceInputs } from "./InvoiceInputs";

interface InvoiceEditProps {
  invoice: InvoiceRecord;
  /** Saved: back to read mode with the stored version. */
  onSaved: () => void;
  onCancel: () => void;
}

/** Edit mode of /invoices/:id: the creation inputs, prefilled; PUT on "Enregistrer". */
export const InvoiceEdit = ({ invoice, onSaved, onCancel }: InvoiceEditProps) => {
  const dataProvider = useAgencyDataProvider();
  const translate = useTranslate();
  const defaultValues = useMemo(() => invoiceFormValues(invoice), [invoice]);
  const save = useSaveHandler({
    send: (payload: InvoiceData) => dataProvider.updateSalesDocument("invoices", invoice.id, payload),
    successKey: "app.sales.invoice.updated",
    failureKey: "app.sales.invoice.update_failed",
    numberField: "invoiceNumber",
    onSaved: async () => {
      await wait(EDIT_MODE_EXIT_DELAY_MS);
      onSaved();
    },
  });
  return (
    <SalesPage
      section="app.sales.invoice.list_title"
      title={translate("app.sales.invoice.show_title", { number: invoice.invoiceNumber })}
      backTo="/invoices"
      backLabel="app.sales.invoice.back"
      badge={<StatusChip kind="invoice" status={invoice.status} variant="detail" />}
    >
      <SalesForm
        defaultValues={defaultValues}
        schema={invoiceSchema}
        toPayload={invoicePayload}
        save={save}
        actions={<Button label="app.sales.common.cancel" onClick={onCancel} />}
      >
        <InvoiceInputs />
      </SalesForm>
    </SalesPage>
  );
};
