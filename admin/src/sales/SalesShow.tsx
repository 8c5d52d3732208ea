import { useEffect, useState, type ComponentType } from "react";
import type { FieldValues } from "react-hook-form";
import { useNavigate, useParams } from "react-router-dom";
import type { z } from "zod";
import { LoadingState, NotFoundState } from "./PageStates";
import { SalesEdit } from "./SalesEdit";
import type { SalesFormKind } from "./salesFormKind";
import { useSalesDocument } from "./useSalesDocument";
import { useSalesNotify } from "./useSalesNotify";

/** What a kind's read mode is given: the document, the way into edit mode, and a reload after a change. */
export interface DetailsProps<R> {
  record: R;
  onEdit: () => void;
  onChanged: () => void;
}

/** What differs between the invoice and the quote pages; messages are read under `app.sales.<kind>.*`. */
export interface SalesShowKind<V extends FieldValues, P extends object, R extends { id: string; status: string }> {
  form: SalesFormKind<V, P, R>;
  /** The read schema of the stored document. */
  schema: z.ZodType<R>;
  /** Spec 001 gives the invoice page its own words on a failed load; the others show the server's first. */
  ownLoadFailure?: boolean;
  Details: ComponentType<DetailsProps<R>>;
}

/** /invoices/:id and /quotes/:id: loads the document, then read mode or edit mode. */
export const SalesShow = <V extends FieldValues, P extends object, R extends { id: string; status: string }>({
  kind,
}: {
  kind: SalesShowKind<V, P, R>;
}) => {
  const { form, schema, ownLoadFailure, Details } = kind;
  const { id } = useParams();
  const { state, reload } = useSalesDocument(form.resource, id, schema);
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const { failure, serverFailure } = useSalesNotify();
  const messages = `app.sales.${form.kind}`;

  useEffect(() => {
    if (state.status !== "failed") return;
    (ownLoadFailure ? failure : serverFailure)(`${messages}.load_failed`, state.cause);
    navigate(`/${form.resource}`);
  }, [state, ownLoadFailure, failure, serverFailure, navigate, messages, form.resource]);

  if (state.status === "loading") return <LoadingState message={`${messages}.loading`} />;
  if (state.status === "missing") {
    return (
      <NotFoundState message={`${messages}.not_found`} backTo={`/${form.resource}`} backLabel={`${messages}.back`} />
    );
  }
  if (state.status === "failed") return null;

  return editing ? (
    <SalesEdit
      kind={form}
      record={state.record}
      onSaved={() => {
        reload();
        setEditing(false);
      }}
      onCancel={() => setEditing(false)}
    />
  ) : (
    <Details record={state.record} onEdit={() => setEditing(true)} onChanged={reload} />
  );
};
