import { quoteSchema, type QuoteData, todayInMorocco } from "@agency/shared";
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
import { newQuoteValues, quotePayload } from "./quoteForm";
import { QuoteInputs } from "./QuoteInputs";

const QuoteCreateForm = ({ quoteNumber }: { quoteNumber: string }) => {
  const dataProvider = useAgencyDataProvider();
  const navigate = useNavigate();
  const defaultValues = useMemo(() => newQuoteValues(quoteNumber, todayInMorocco()), [quoteNumber]);
  const idempotency = useIdempotencyKey();
  const save = useSaveHandler({
    send: (payload: QuoteData) => dataProvider.createSalesDocument("quotes", payload, idempotency.key),
    successKey: "app.sales.quote.created",
    failureKey: "app.sales.quote.save_failed",
    numberField: "quoteNumber",
    onSaved: (id: string) => navigate(`/quotes/${encodeURIComponent(id)}`),
  });
  return (
    <SalesForm defaultValues={defaultValues} schema={quoteSchema} toPayload={quotePayload} save={save}>
      <QuoteInputs />
    </SalesForm>
  );
};

/** /quotes/create: the form opens once the server has proposed a number (or failed to). */
export const QuoteCreate = () => {
  const translate = useTranslate();
  const quoteNumber = useNextNumber("quotes", "app.sales.quote.number_failed");
  return (
    <SalesPage
      section="app.sales.quote.list_title"
      title={translate("app.sales.quote.create_title")}
      backTo="/quotes"
      backLabel="app.sales.quote.back"
    >
      {quoteNumber === undefined ? (
        <LoadingState message="app.sales.common.preparing" />
      ) : (
        <QuoteCreateForm quoteNumber={quoteNumber} />
      )}
    </SalesPage>
  );
};
