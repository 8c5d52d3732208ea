import { useCallback } from "react";
import { Box } from "@mui/material";
import { useParams } from "react-router-dom";
import { PrintPage } from "../documents/PrintPage";
import { useDocument } from "../sales/useSalesDocument";
import { useAgencyDataProvider } from "../providers/dataProvider";
import { DeliveryDetailBody } from "./DeliveryDetailBody";
import { SignatureBoxes } from "./SignatureBoxes";

/** /delivery/:id/print: the delivery note as on its page, with the boxes signed on receipt. */
export const DeliveryPrint = () => {
  const { id = "" } = useParams();
  const dataProvider = useAgencyDataProvider();
  const load = useCallback(
    (documentId: string, signal: AbortSignal) => dataProvider.delivery(documentId, signal),
    [dataProvider],
  );
  const { state } = useDocument(id, load);
  return (
    <PrintPage
      state={state}
      numberOf={(delivery) => delivery.deliveryNumber}
      backTo={`/delivery/${encodeURIComponent(id)}`}
    >
      {(delivery) => (
        <>
          <DeliveryDetailBody delivery={delivery} />
          <Box sx={{ mt: 3 }}>
            <SignatureBoxes />
          </Box>
        </>
      )}
    </PrintPage>
  );
};
