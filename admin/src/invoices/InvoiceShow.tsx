import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { LoadingState, NotFoundState } from "../sales/PageStates";
import { invoiceRecordSchema } from "../sales/salesRecords";
import { useSalesDocument } from "../sales/useSalesDocument";
import { useSalesNotify } from "../sales/useSalesNotify";
import { InvoiceDetails } from "./InvoiceDetails";
import { SalesEdit } from "../sales/SalesEdit";
import { invoiceFormKind } from "./invoiceFormKind";

/** /invoices/:id: loads the invoice, then read mode or edit mode. */
export const InvoiceShow = () => {
  const { id } = useParams();
  const { state, reload } = useSalesDocument("invoices", id, invoiceRecordSchema);
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const { failure } = useSalesNotify();

  useEffect(() => {
    if (state.status !== "failed") return;
    failure("app.sales.invoice.load_failed", state.cause);
    navigate("/invoices");
  }, [state, failure, navigate]);

  if (state.status === "loading") return <LoadingState message="app.sales.invoice.loading" />;
  if (state.status === "missing") {
    return (
      <NotFoundState message="app.sales.invoice.not_found" backTo="/invoices" backLabel="app.sales.invoice.back" />
    );
  }
  if (state.status === "failed") return null;

  return editing ? (
    <SalesEdit
      kind={invoiceFormKind}
      record={state.record}
      onSaved={() => {
        reload();
        setEditing(false);
      }}
      onCancel={() => setEditing(false)}
    />
  ) : (
    <InvoiceDetails invoice={state.record} onEdit={() => setEditing(true)} onChanged={reload} />
  );
};
