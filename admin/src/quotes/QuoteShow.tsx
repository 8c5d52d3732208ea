import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { LoadingState, NotFoundState } from "../sales/PageStates";
import { quoteRecordSchema } from "../sales/salesRecords";
import { useSalesDocument } from "../sales/useSalesDocument";
import { useSalesNotify } from "../sales/useSalesNotify";
import { QuoteDetails } from "./QuoteDetails";
import { SalesEdit } from "../sales/SalesEdit";
import { quoteFormKind } from "./quoteFormKind";

/** /quotes/:id: loads the quote, then read mode or edit mode. */
export const QuoteShow = () => {
  const { id } = useParams();
  const { state, reload } = useSalesDocument("quotes", id, quoteRecordSchema);
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const { serverFailure } = useSalesNotify();

  useEffect(() => {
    if (state.status !== "failed") return;
    serverFailure("app.sales.quote.load_failed", state.cause);
    navigate("/quotes");
  }, [state, serverFailure, navigate]);

  if (state.status === "loading") return <LoadingState message="app.sales.quote.loading" />;
  if (state.status === "missing") {
    return <NotFoundState message="app.sales.quote.not_found" backTo="/quotes" backLabel="app.sales.quote.back" />;
  }
  if (state.status === "failed") return null;

  return editing ? (
    <SalesEdit
      kind={quoteFormKind}
      record={state.record}
      onSaved={() => {
        reload();
        setEditing(false);
      }}
      onCancel={() => setEditing(false)}
    />
  ) : (
    <QuoteDetails quote={state.record} onEdit={() => setEditing(true)} onChanged={reload} />
  );
};
