import { invoiceSchema, type InvoiceData, todayInMorocco } from "@agency/shared";
import { useMemo } from "react";
import { useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { LoadingState } from "../sales/PageStates";
import { useIdempotencyKey } from "../providers/useIdempotencyKey";
import { useAgencyDataProvider } from "../providers/dataProvider";
import { SalesForm } from "../sales/SalesForm";
import { SalesPage } from "../sales/SalesPage";
import { useNextNumber } from "../sales/useNextNumber";
import { useSaveHandler } from "../sales/useSaveHandler";
import { invoicePayload, newInvoiceValues } from "./invoiceForm";
import { InvoiceInputs } from "./InvoiceInputs";

const InvoiceCreateForm = ({ invoiceNumber }: { invoiceNumber: string }) => {
  const dataProvider = useAgencyDataProvider();
  const navigate = useNavigate();
  const defaultValues = useMemo(() => newInvoiceValues(invoiceNumber, todayInMorocco()), [invoiceNumber]);
  const idempotency = useIdempotencyKey();
  const save = useSaveHandler({
    send: (payload: InvoiceData) => dataProvider.createSalesDocument("invoices", payload, idempotency.key),
    successKey: "app.sales.invoice.created",
    failureKey: "app.sales.invoice.save_failed",
    numberField: "invoiceNumber",
    onSaved: (id: string) => navigate(`/invoices/${encodeURIComponent(id)}`),
  });
  return (
    <SalesForm defaultValues={defaultValues} schema={invoiceSchema} toPayload={invoicePayload} save={save}>
      <InvoiceInputs />
    </SalesForm>
  );
};

/** /invoices/create: the form opens once the server has proposed a number (or failed to). */
export const InvoiceCreate = () => {
  const translate = useTranslate();
  const invoiceNumber = useNextNumber("invoices", "app.sales.invoice.number_failed");
  return (
    <SalesPage
      section="app.sales.invoice.list_title"
      title={translate("app.sales.invoice.create_title")}
      backTo="/invoices"
      backLabel="app.sales.invoice.back"
    >
      {invoiceNumber === undefined ? (
        <LoadingState message="app.sales.common.preparing" />
      ) : (
        <InvoiceCreateForm invoiceNumber={invoiceNumber} />
      )}
    </SalesPage>
  );
};
