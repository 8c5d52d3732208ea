import { Box, Card, CardContent, Typography } from "@mui/material";
import { Link, ResourceContextProvider, Title } from "react-admin";
import { useParams } from "react-router-dom";
import { ClientDetailView } from "./ClientDetailView";
import { clientKey, useClientTranslate } from "./clientTranslate";
import { LoadingState } from "../sales/PageStates";
import { useClientDetail } from "./useClientDetail";

/** /clients/:id: loading, "Client introuvable", or the client's page. */
export const ClientShow = () => {
  const t = useClientTranslate();
  const { id = "" } = useParams();
  const { detail, reload } = useClientDetail(id);

  return (
    <ResourceContextProvider value="clients">
      <Title title={t("show.title")} />
      {detail.state === "loading" && <LoadingState message={clientKey("show.loading")} />}
      {detail.state === "missing" && (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <Typography component="h1" variant="h5" gutterBottom>
              {t("show.not_found")}
            </Typography>
            <Link to="/clients">{t("show.back")}</Link>
          </CardContent>
        </Card>
      )}
      {detail.state === "ready" && (
        <Box sx={{ mt: 2 }}>
          <ClientDetailView client={detail.client} onSaved={reload} />
        </Box>
      )}
    </ResourceContextProvider>
  );
};
