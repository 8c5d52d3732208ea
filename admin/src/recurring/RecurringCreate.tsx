import { FORM_ERROR_KEY, type RecurringInvoiceData } from "@agency/shared";
import { useMemo } from "react";
import { useCreate, useTranslate } from "react-admin";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useToday } from "../fields/useToday";
import { LoadingState } from "../sales/PageStates";
import type { InvoiceRecord } from "../sales/salesRecords";
import { SalesPage } from "../sales/SalesPage";
import { useSaveHandler } from "../sales/useSaveHandler";
import { newRecurringValues, recurringValuesFromInvoice } from "./recurringForm";
import { RecurringForm } from "./RecurringForm";
import { useSourceInvoice } from "./useSourceInvoice";

interface CreateFormProps {
  invoice: InvoiceRecord | undefined;
  client: string | null;
  today: string;
}

const CreateForm = ({ invoice, client, today }: CreateFormProps) => {
  const navigate = useNavigate();
  const [create] = useCreate();
  const defaultValues = useMemo(
    () => (invoice ? recurringValuesFromInvoice(invoice, today) : newRecurringValues(today, client)),
    [invoice, client, today],
  );
  const save = useSaveHandler({
    send: (payload: RecurringInvoiceData) =>
      create("recurringInvoices", { data: payload }, { mutationMode: "pessimistic", returnPromise: true }),
    successKey: "app.recurring.created",
    failureKey: "app.recurring.save_failed",
    // A retainer has no number: a conflict, if any, is the form's.
    numberField: FORM_ERROR_KEY,
    onSaved: () => navigate("/recurring-invoices"),
  });
  return <RecurringForm defaultValues={defaultValues} save={save} />;
};

/**
 * /recurring-invoices/create: empty, for the client of `?client=` (the client page's action), or from the invoice
 * of `?from=` ("Rendre récurrente").
 */
export const RecurringCreate = () => {
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  const source = useSourceInvoice(searchParams.get("from"));
  const today = useToday();
  return (
    <SalesPage messages="app.recurring" title={translate("app.recurring.create_title")} backTo="/recurring-invoices">
      {source.status === "loading" || today === undefined ? (
        <LoadingState message="app.recurring.source_loading" />
      ) : (
        <CreateForm
          invoice={source.status === "loaded" ? source.invoice : undefined}
          client={searchParams.get("client")}
          today={today}
        />
      )}
    </SalesPage>
  );
};
