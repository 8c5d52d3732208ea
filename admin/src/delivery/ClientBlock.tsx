import { Box, CircularProgress, FormHelperText, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { DeliveryClient } from "./deliveryAnswers";

interface ClientBlockProps {
  client: DeliveryClient | null;
  /** The chosen invoice is being read. */
  loading: boolean;
  error?: string;
}

/** The chosen invoice's client: read-only, the delivery goes to the invoiced client. */
export const ClientBlock = ({ client, loading, error }: ClientBlockProps) => {
  const translate = useTranslate();
  const title = translate("app.delivery_screen.client.title");
  const lines = client
    ? ([
        ["name", client.name],
        ["email", client.email],
        ["phone", client.phone],
        ["address", client.address],
      ] as const)
    : [];
  return (
    <Box component="section" aria-label={title} aria-busy={loading}>
      <Typography component="h2" variant="subtitle1" fontWeight="bold">
        {title}
      </Typography>
      {loading && <CircularProgress size={20} aria-hidden />}
      {!loading && !client && (
        <Typography variant="body2" color="text.secondary">
          {translate("app.delivery_screen.client.none")}
        </Typography>
      )}
      {lines.map(([field, value]) => (
        <Typography key={field} variant="body2" sx={{ whiteSpace: "pre-line" }}>
          {translate(`app.delivery_screen.client.${field}`)} : {value || "-"}
        </Typography>
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
};
