import { todayInMorocco } from "@agency/shared";
import { useMemo } from "react";
import { useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { useAgencyDataProvider } from "../providers/dataProvider";
import { useIdempotencyKey } from "../providers/useIdempotencyKey";
import type { LinesFormValues } from "./lineItems";
import { LoadingState } from "./PageStates";
import { SalesForm } from "./SalesForm";
import type { SalesFormKind } from "./salesFormKind";
import { SalesPage } from "./SalesPage";
import { useNextNumber } from "./useNextNumber";
import { useSaveHandler } from "./useSaveHandler";

type KindProp<V extends LinesFormValues, P extends object, R extends { id: string; status: string }> = {
  kind: SalesFormKind<V, P, R>;
};

const SalesCreateForm = <V extends LinesFormValues, P extends object, R extends { id: string; status: string }>({
  kind,
  number,
}: KindProp<V, P, R> & { number: string }) => {
  const dataProvider = useAgencyDataProvider();
  const navigate = useNavigate();
  const defaultValues = useMemo(() => kind.newValues(number, todayInMorocco()), [kind, number]);
  const idempotency = useIdempotencyKey();
  const save = useSaveHandler({
    send: (payload: P) => dataProvider.createSalesDocument(kind.resource, payload, idempotency.key),
    successKey: `app.sales.${kind.kind}.created`,
    failureKey: `app.sales.${kind.kind}.save_failed`,
    numberField: kind.numberField,
    onSaved: (id: string) => navigate(`/${kind.resource}/${encodeURIComponent(id)}`),
  });
  return (
    <SalesForm defaultValues={defaultValues} schema={kind.schema} toPayload={kind.toPayload} save={save}>
      <kind.Inputs />
    </SalesForm>
  );
};

/** /invoices/create and /quotes/create: the form opens once the server has proposed a number (or failed to). */
export const SalesCreate = <V extends LinesFormValues, P extends object, R extends { id: string; status: string }>({
  kind,
}: KindProp<V, P, R>) => {
  const translate = useTranslate();
  const number = useNextNumber(kind.resource, `app.sales.${kind.kind}.number_failed`);
  return (
    <SalesPage
      section={`app.sales.${kind.kind}.list_title`}
      title={translate(`app.sales.${kind.kind}.create_title`)}
      backTo={`/${kind.resource}`}
      backLabel={`app.sales.${kind.kind}.back`}
    >
      {number === undefined ? (
        <LoadingState message="app.sales.common.preparing" />
      ) : (
        <SalesCreateForm kind={kind} number={number} />
      )}
    </SalesPage>
  );
};
