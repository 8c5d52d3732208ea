import { Paper, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { LabelledValue } from "./LabelledValue";
import type { ClientRef } from "./salesRecords";

const contactFields = [
  ["email", "email"],
  ["phone", "phone"],
  ["address", "address"],
  ["ice", "ice"],
] as const;

/** Who the document is for: name, e-mail, phone, address and ICE when known. */
export const ClientBlock = ({ client }: { client: ClientRef | null | undefined }) => {
  const translate = useTranslate();
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: 2, flex: 1 }}
      aria-label={translate("app.sales.fields.client")}
    >
      <Typography variant="overline" color="text.secondary">
        {translate("app.sales.fields.client")}
      </Typography>
      {client ? (
        <Stack spacing={1}>
          <Typography variant="h6" component="p">
            {client.name}
          </Typography>
          {contactFields.map(([label, field]) =>
            client[field] ? (
              <LabelledValue key={field} label={`app.sales.fields.${label}`}>
                {client[field]}
              </LabelledValue>
            ) : null,
          )}
        </Stack>
      ) : (
        <Typography>{translate("app.sales.common.client_missing")}</Typography>
      )}
    </Paper>
  );
};
