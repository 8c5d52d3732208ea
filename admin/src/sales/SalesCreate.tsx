import { useMemo } from "react";
import { useTranslate } from "react-admin";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useToday } from "../fields/useToday";
import { useAgencyDataProvider } from "../providers/dataProvider";
import { useIdempotencyKey } from "../providers/useIdempotencyKey";
import type { FieldValues } from "react-hook-form";
import { LoadingState } from "./PageStates";
import { SalesForm } from "./SalesForm";
import type { SalesCreateKind } from "./salesFormKind";
import { SalesPage } from "./SalesPage";
import { useNextNumber } from "./useNextNumber";
import { useSaveHandler } from "./useSaveHandler";

type KindProp<V extends FieldValues, P extends object> = { kind: SalesCreateKind<V, P> };

const SalesCreateForm = <V extends FieldValues, P extends object>({
  kind,
  number,
  today,
}: KindProp<V, P> & { number: string; today: string }) => {
  const dataProvider = useAgencyDataProvider();
  const navigate = useNavigate();
  // The client page's "Nouvelle facture" opens /invoices/create?client=<documentId>.
  const [searchParams] = useSearchParams();
  const client = searchParams.get("client");
  const defaultValues = useMemo(() => kind.newValues(number, today, client), [kind, number, today, client]);
  const idempotency = useIdempotencyKey();
  const save = useSaveHandler({
    send: (payload: P) => dataProvider.createSalesDocument(kind.resource, payload, idempotency.key),
    successKey: `app.sales.${kind.kind}.created`,
    failureKey: `app.sales.${kind.kind}.save_failed`,
    numberField: kind.numberField,
    onSaved: (id: string) =>
      navigate(kind.afterSave === "list" ? `/${kind.resource}` : `/${kind.resource}/${encodeURIComponent(id)}`),
  });
  return (
    <SalesForm defaultValues={defaultValues} schema={kind.schema} toPayload={kind.toPayload} save={save}>
      <kind.Inputs />
    </SalesForm>
  );
};

/**
 * /invoices/create, /quotes/create, /delivery/create: the form opens once the server has proposed a
 * number (or failed to) and told the day its dates start from.
 */
export const SalesCreate = <V extends FieldValues, P extends object>({ kind }: KindProp<V, P>) => {
  const translate = useTranslate();
  const number = useNextNumber(kind.resource, `app.sales.${kind.kind}.number_failed`);
  const today = useToday();
  return (
    <SalesPage
      messages={`app.sales.${kind.kind}`}
      title={translate(`app.sales.${kind.kind}.create_title`)}
      backTo={`/${kind.resource}`}
    >
      {number === undefined || today === undefined ? (
        <LoadingState message="app.sales.common.preparing" />
      ) : (
        <SalesCreateForm kind={kind} number={number} today={today} />
      )}
    </SalesPage>
  );
};
