import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from "@mui/material";
import { RecordContextProvider, Title, useTranslate } from "react-admin";
import { Link as RouterLink, useParams } from "react-router-dom";
import { RecordHistory } from "../audit/RecordHistory";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { PdfDownloadButton } from "../documents/PdfDownloadButton";
import { PrintButton } from "../documents/PrintLinks";
import { DeliveryDetailBody } from "./DeliveryDetailBody";
import { DeliveryStatusActions } from "./DeliveryStatusActions";
import { SendEmailButton } from "./SendEmailButton";
import { useDeliveryDetail } from "./useDeliveryDetail";

const Loading = () => {
  const translate = useTranslate();
  return (
    <Stack role="status" direction="row" spacing={2} sx={{ alignItems: "center", p: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{translate("app.delivery_screen.show.loading")}</Typography>
    </Stack>
  );
};

/**
 * /delivery/:id: one delivery note with print, PDF and e-mail, its status moves and its deletion
 * (spec 001 points 2 and 4).
 */
export const DeliveryShow = () => {
  const translate = useTranslate();
  const { id = "" } = useParams();
  const { delivery, setStatus } = useDeliveryDetail(id);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate("app.delivery_screen.show.title", { number: delivery?.deliveryNumber ?? "" })} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
        <Button component={RouterLink} to="/delivery" startIcon={<ArrowBackIcon />} sx={{ mr: "auto" }}>
          {translate("app.delivery_screen.show.back")}
        </Button>
        {delivery && (
          <>
            <PrintButton resource="delivery" documentId={delivery.id} />
            <PdfDownloadButton resource="delivery" documentId={delivery.id} number={delivery.deliveryNumber} />
            <SendEmailButton delivery={delivery} />
          </>
        )}
      </Stack>
      <Card sx={{ mt: 1 }}>
        {delivery === null ? (
          <Loading />
        ) : (
          <CardContent>
            <DeliveryDetailBody delivery={delivery} />
            <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: "wrap", alignItems: "center" }}>
              <DeliveryStatusActions documentId={delivery.id} status={delivery.status} onChanged={setStatus} />
              {/* A delivered note is part of the book: the server keeps it. */}
              {delivery.status === "delivered" ? null : (
                <RecordContextProvider value={delivery}>
                  <DeleteWithCodeButton resource="delivery" redirectTo="/delivery" />
                </RecordContextProvider>
              )}
            </Stack>
            <Box sx={{ mt: 3 }}>
              <RecordHistory resource="deliveries" recordId={delivery.id} version={delivery.status} />
            </Box>
          </CardContent>
        )}
      </Card>
    </Box>
  );
};
