import { FORM_ERROR_KEY, formatFrenchDate, type RecurringInvoiceData } from "@agency/shared";
import { Typography } from "@mui/material";
import { useMemo } from "react";
import { useTranslate, useUpdate } from "react-admin";
import { useNavigate, useParams } from "react-router-dom";
import { LoadingState, NotFoundState } from "../sales/PageStates";
import { SalesPage } from "../sales/SalesPage";
import { useSaveHandler } from "../sales/useSaveHandler";
import { recurringFormValues } from "./recurringForm";
import { RecurringForm } from "./RecurringForm";
import type { RecurringRecord } from "./recurringRecord";
import { useRetainer } from "./useRetainer";

const EditForm = ({ retainer }: { retainer: RecurringRecord }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [update] = useUpdate();
  const defaultValues = useMemo(() => recurringFormValues(retainer), [retainer]);
  const save = useSaveHandler({
    send: (payload: RecurringInvoiceData) =>
      update(
        "recurringInvoices",
        { id: retainer.id, data: payload, previousData: retainer, meta: { ifUnchanged: true } },
        { mutationMode: "pessimistic", returnPromise: true },
      ),
    successKey: "app.recurring.updated",
    failureKey: "app.recurring.update_failed",
    // A retainer has no number: a conflict, if any, is the form's.
    numberField: FORM_ERROR_KEY,
    onSaved: () => navigate("/recurring-invoices"),
  });
  return (
    <SalesPage
      messages="app.recurring"
      title={translate("app.recurring.edit_title", {
        client: retainer.client?.name ?? translate("app.recurring.no_client"),
      })}
      backTo="/recurring-invoices"
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate("app.recurring.next_invoice", { date: formatFrenchDate(retainer.nextDate) })}
      </Typography>
      <RecurringForm defaultValues={defaultValues} save={save} />
    </SalesPage>
  );
};

/** /recurring-invoices/:id: the retainer in its form; saving changes the invoices still to come, not those made. */
export const RecurringEdit = () => {
  const { id = "" } = useParams();
  const state = useRetainer(id);
  if (state.status === "loading") return <LoadingState message="app.recurring.loading" />;
  if (state.status === "missing") {
    return (
      <NotFoundState message="app.recurring.not_found" backTo="/recurring-invoices" backLabel="app.recurring.back" />
    );
  }
  if (state.status === "failed") return null;
  return <EditForm retainer={state.retainer} />;
};
