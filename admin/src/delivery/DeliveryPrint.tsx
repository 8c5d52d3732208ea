import { Box } from "@mui/material";
import { useParams } from "react-router-dom";
import { PrintPage } from "../documents/PrintPage";
import { useDocument } from "../sales/useSalesDocument";
import { fetchDelivery } from "./deliveryApi";
import { DeliveryDetailBody } from "./DeliveryDetailBody";
import { SignatureBoxes } from "./SignatureBoxes";

/** /delivery/:id/print: the delivery note as on its page, with the boxes signed on receipt. */
export const DeliveryPrint = () => {
  const { id = "" } = useParams();
  const { state } = useDocument(id, fetchDelivery);
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
