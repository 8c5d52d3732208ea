import { Box, FormHelperText, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { useFormState, useWatch } from "react-hook-form";
import type { DeliveryFormValues } from "./deliveryForm";

const fields = ["name", "email", "phone", "address"] as const;

/** The chosen invoice's client: read-only, the delivery goes to the invoiced client. */
export const ClientBlock = () => {
  const translate = useTranslate();
  const client = useWatch<DeliveryFormValues, "client">({ name: "client" });
  const { errors } = useFormState<DeliveryFormValues>({ name: "client" });
  const title = translate("app.delivery_screen.client.title");
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="subtitle1" fontWeight="bold">
        {title}
      </Typography>
      {client ? (
        fields.map((field) => (
          <Typography key={field} variant="body2" sx={{ whiteSpace: "pre-line" }}>
            {translate(`app.delivery_screen.client.${field}`)} : {client[field] || "-"}
          </Typography>
        ))
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate("app.delivery_screen.client.none")}
        </Typography>
      )}
      {errors.client?.message && <FormHelperText error>{errors.client.message}</FormHelperText>}
    </Box>
  );
};
