import { Box, Typography } from "@mui/material";
import { useParams } from "react-router-dom";
import { PrintPage } from "../documents/PrintPage";
import { useSalesDocument } from "../sales/useSalesDocument";
import { deliveryEntry } from "./deliveryAnswers";
import { DeliveryDetailBody } from "./DeliveryDetailBody";
import { SignatureBoxes } from "./SignatureBoxes";

/** /delivery/:id/print: the delivery note as on its page, with the boxes signed on receipt. */
export const DeliveryPrint = () => {
  const { id = "" } = useParams();
  const { state } = useSalesDocument("delivery", id, deliveryEntry);
  return (
    <PrintPage
      state={state}
      numberOf={(delivery) => delivery.deliveryNumber}
      backTo={`/delivery/${encodeURIComponent(id)}`}
    >
      {(delivery) => (
        <>
          <Typography component="h1" variant="h5" gutterBottom>
            {delivery.deliveryNumber}
          </Typography>
          <DeliveryDetailBody delivery={delivery} />
          <Box sx={{ mt: 3 }}>
            <SignatureBoxes />
          </Box>
        </>
      )}
    </PrintPage>
  );
};
