import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from "@mui/material";
import { RecordContextProvider, Title, useTranslate } from "react-admin";
import { Link as RouterLink, useParams } from "react-router-dom";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { DeliveryDetailBody } from "./DeliveryDetailBody";
import { DeliveryStatusActions } from "./DeliveryStatusActions";
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

/** /delivery/:id: one delivery note, its status moves and its deletion (spec 001 points 2 and 4). */
export const DeliveryShow = () => {
  const translate = useTranslate();
  const { id = "" } = useParams();
  const { delivery, setStatus } = useDeliveryDetail(id);

  return (
    <Box sx={{ mt: 2 }}>
      <Title
        title={translate("app.delivery_screen.show.title", { number: delivery?.deliveryNumber ?? "" })}
      />
      <Button component={RouterLink} to="/delivery" startIcon={<ArrowBackIcon />}>
        {translate("app.delivery_screen.show.back")}
      </Button>
      <Card sx={{ mt: 1 }}>
        {delivery === null ? (
          <Loading />
        ) : (
          <CardContent>
            <DeliveryDetailBody delivery={delivery} />
            <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: "wrap", alignItems: "center" }}>
              <DeliveryStatusActions
                documentId={delivery.id}
                status={delivery.status}
                onChanged={setStatus}
              />
              <RecordContextProvider value={delivery}>
                <DeleteWithCodeButton resource="delivery" redirectTo="/delivery" />
              </RecordContextProvider>
            </Stack>
          </CardContent>
        )}
      </Card>
    </Box>
  );
};
