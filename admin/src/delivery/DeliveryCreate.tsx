import { Box, Button, Card, CardContent, Grid, Stack, TextField, type TextFieldProps } from "@mui/material";
import { Title, useTranslate } from "react-admin";
import { ClientBlock } from "./ClientBlock";
import { CompanyHeader } from "./CompanyHeader";
import { DeliveryItemsInput } from "./DeliveryItemsInput";
import type { DeliveryTextField } from "./deliveryForm";
import { InvoiceSelect } from "./InvoiceSelect";
import { SignatureBoxes } from "./SignatureBoxes";
import { useDeliveryCreateForm } from "./useDeliveryCreateForm";
import { ScreenHeading } from "../layout/ScreenHeading";

/** /delivery/create: a new delivery note, saved as a draft (spec 001 points 2, 4 and 5). */
export const DeliveryCreate = () => {
  const translate = useTranslate();
  const form = useDeliveryCreateForm();
  const { values, errors } = form;

  const field = (name: DeliveryTextField, props: TextFieldProps = {}) => (
    <TextField
      fullWidth
      label={translate(`app.delivery_screen.fields.${name}`)}
      value={values[name]}
      onChange={(event) => form.setField(name, event.target.value)}
      error={name in errors}
      helperText={errors[name]}
      {...(props.type === "date" ? { slotProps: { inputLabel: { shrink: true } } } : {})}
      {...props}
    />
  );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.delivery_screen.create.title" />
      <ScreenHeading title="app.delivery_screen.create.title" />
      <CardContent component="form" noValidate onSubmit={(event) => void form.submit(event)}>
        <Stack spacing={3}>
          <CompanyHeader />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{field("deliveryNumber")}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field("issueDate", { type: "date", required: true })}</Grid>
          </Grid>
          <InvoiceSelect
            value={values.invoice}
            onChange={(choice) => void form.chooseInvoice(choice)}
            error={errors.invoice}
          />
          <ClientBlock client={values.client} loading={form.invoiceLoading} error={errors.client} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{field("deliveryDate", { type: "date", required: true })}</Grid>
          </Grid>
          {field("deliveryAddress", { required: true, multiline: true, minRows: 2 })}
          {field("transportInfo", { required: true })}
          <DeliveryItemsInput
            items={values.items}
            errors={errors}
            onChange={form.setItem}
            onAdd={form.addItem}
            onRemove={form.removeItem}
          />
          {field("notes", { multiline: true, minRows: 3 })}
          <SignatureBoxes />
          <Box>
            <Button type="submit" variant="contained" disabled={form.saving || form.invoiceLoading}>
              {translate("app.delivery_screen.create.save")}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};
