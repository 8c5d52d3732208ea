import { useEffect } from "react";
import { Stack } from "@mui/material";
import { useTranslate } from "react-admin";
import { useNavigate, useParams } from "react-router-dom";
import { RecordHistory } from "../audit/RecordHistory";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { PdfDownloadButton } from "../documents/PdfDownloadButton";
import { PrintButton } from "../documents/PrintLinks";
import { LoadingState, NotFoundState } from "../sales/PageStates";
import { SalesPage } from "../sales/SalesPage";
import { StatusActions } from "../sales/StatusActions";
import { useSalesDocument } from "../sales/useSalesDocument";
import { useSalesNotify } from "../sales/useSalesNotify";
import { deliveryEntry } from "./deliveryAnswers";
import { DeliveryDetailBody } from "./DeliveryDetailBody";
import { SendEmailButton } from "./SendEmailButton";

/** Spec 001 point 4: the loading screen of the detail lasts at least 1 s. */
const MIN_LOADING_MS = 1000;

/**
 * /delivery/:id: one delivery note with print, PDF and e-mail, its status moves and its deletion
 * (spec 001 points 2 and 4); a failed load goes back to the list.
 */
export const DeliveryShow = () => {
  const translate = useTranslate();
  const { id } = useParams();
  const { state, reload } = useSalesDocument("delivery", id, deliveryEntry, MIN_LOADING_MS);
  const navigate = useNavigate();
  const { serverFailure } = useSalesNotify();

  useEffect(() => {
    if (state.status !== "failed") return;
    serverFailure("app.sales.delivery.load_failed", state.cause);
    navigate("/delivery", { replace: true });
  }, [state, serverFailure, navigate]);

  if (state.status === "loading") return <LoadingState message="app.sales.delivery.loading" />;
  if (state.status === "missing") {
    return (
      <NotFoundState message="app.sales.delivery.not_found" backTo="/delivery" backLabel="app.sales.delivery.back" />
    );
  }
  if (state.status === "failed") return null;
  const delivery = state.record;
  return (
    <SalesPage
      messages="app.sales.delivery"
      title={translate("app.sales.delivery.show_title", { number: delivery.deliveryNumber })}
      backTo="/delivery"
      actions={
        <>
          <StatusActions
            kind="delivery"
            resource="delivery"
            id={delivery.id}
            status={delivery.status}
            onChanged={reload}
          />
          <SendEmailButton delivery={delivery} />
        </>
      }
      moreActions={
        <>
          <PrintButton resource="delivery" documentId={delivery.id} />
          <PdfDownloadButton resource="delivery" documentId={delivery.id} number={delivery.deliveryNumber} />
          {/* A delivered note is part of the book: the server keeps it. */}
          {delivery.status === "delivered" ? null : (
            <DeleteWithCodeButton resource="delivery" record={delivery} redirectTo="/delivery" />
          )}
        </>
      }
    >
      <Stack spacing={3}>
        <DeliveryDetailBody delivery={delivery} />
        <RecordHistory resource="deliveries" recordId={delivery.id} version={delivery.status} />
      </Stack>
    </SalesPage>
  );
};
