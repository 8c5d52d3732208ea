import {
  formatDH,
  invoiceBalance,
  PAYMENT_METHOD_OPTIONS,
  sumAmounts,
  todayInMorocco,
  frenchDateOrDash,
} from "@agency/shared";
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import {
  Button,
  DateInput,
  Form,
  NumberInput,
  SaveButton,
  SelectInput,
  TextInput,
  useDataProvider,
  useTranslate,
} from "react-admin";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { useIdempotencyKey } from "../providers/useIdempotencyKey";
import type { InvoiceRecord } from "../sales/salesRecords";
import { useSalesNotify } from "../sales/useSalesNotify";
import { methodLabel } from "./methodLabel";
import { newPaymentValues, paymentPayload, paymentResolver, type CheckedPayment } from "./paymentForm";

const methodChoices = PAYMENT_METHOD_OPTIONS.map((option) => ({ id: option.value, name: option.label }));

interface InvoicePaymentsProps {
  invoice: InvoiceRecord;
  /** Total of the invoice's credit notes: they lower what is due as payments do. */
  credited: number;
  /** Reloads the invoice: its status and balance follow the payments. */
  onChanged: () => void;
}

/** An invoice's payments: what was received, what is due, a form for the next one, "mark as paid". */
export const InvoicePayments = ({ invoice, credited, onChanged }: InvoicePaymentsProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const notify = useSalesNotify();
  const [pending, setPending] = useState(false);
  const idempotency = useIdempotencyKey();
  const paid = sumAmounts(invoice.payments.map((payment) => payment.amount));
  const { due } = invoiceBalance(invoice.totalAmount, paid, credited);

  const run = async (action: () => Promise<void>) => {
    setPending(true);
    try {
      await action();
      idempotency.renew();
      notify.success("app.payments.recorded");
      onChanged();
    } catch (error) {
      notify.serverFailure("app.payments.record_failed", error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="payments-title">
      <Typography id="payments-title" component="h2" variant="h6" gutterBottom>
        {translate("app.payments.title")}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={3} sx={{ mb: 2 }}>
        <Typography>
          {translate("app.payments.paid")} : <strong>{formatDH(paid)}</strong>
        </Typography>
        {credited > 0 ? (
          <Typography>
            {translate("app.credit_notes.credited")} : <strong>{formatDH(credited)}</strong>
          </Typography>
        ) : null}
        <Typography>
          {translate("app.payments.due")} : <strong>{formatDH(due)}</strong>
        </Typography>
      </Stack>

      {invoice.payments.length === 0 ? (
        <Typography color="text.secondary">{translate("app.payments.none")}</Typography>
      ) : (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={translate("app.payments.title")}>
            <TableHead>
              <TableRow>
                <TableCell>{translate("app.payments.fields.date")}</TableCell>
                <TableCell>{translate("app.payments.fields.method")}</TableCell>
                <TableCell>{translate("app.payments.fields.reference")}</TableCell>
                <TableCell align="right">{translate("app.payments.fields.amount")}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {invoice.payments.map((payment) => (
                <TableRow key={payment.documentId}>
                  <TableCell>{frenchDateOrDash(payment.date)}</TableCell>
                  <TableCell>{methodLabel(payment.method)}</TableCell>
                  <TableCell>{payment.reference ?? ""}</TableCell>
                  <TableCell align="right">{formatDH(payment.amount)}</TableCell>
                  <TableCell align="right">
                    <DeleteWithCodeButton
                      resource="payments"
                      record={{ id: payment.documentId, ...payment }}
                      label="app.payments.delete"
                      onDeleted={onChanged}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}

      {invoice.state === "draft" ? (
        <Typography sx={{ mt: 2 }}>{translate("app.payments.draft")}</Typography>
      ) : invoice.state === "cancelled" ? null : due === 0 ? (
        <Typography sx={{ mt: 2 }}>{translate("app.payments.settled")}</Typography>
      ) : (
        <Box sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle1" gutterBottom>
            {translate("app.payments.new")}
          </Typography>
          <Form
            key={`${invoice.payments.length}-${due}`}
            defaultValues={newPaymentValues(due, todayInMorocco())}
            resolver={paymentResolver}
            // The resolver answers the schema's output. A refusal stays in the notification only: the
            // server's reason ("Le montant dépasse le reste à payer…") is a whole sentence, shown once.
            onSubmit={(values: FieldValues) =>
              run(() =>
                dataProvider.recordPayment(invoice.id, paymentPayload(values as CheckedPayment), idempotency.key),
              )
            }
          >
            <Stack direction={{ xs: "column", md: "row" }} spacing={1} alignItems={{ md: "flex-start" }}>
              <NumberInput
                source="amount"
                label="app.payments.fields.amount"
                min={0.01}
                step={0.01}
                helperText={false}
              />
              <DateInput source="date" label="app.payments.fields.date" helperText={false} />
              <SelectInput
                source="method"
                label="app.payments.fields.method"
                choices={methodChoices}
                helperText={false}
              />
              <TextInput source="reference" label="app.payments.fields.reference" helperText={false} />
            </Stack>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
              <SaveButton label="app.payments.add" disabled={pending} alwaysEnable={!pending} />
              <Button
                label="app.payments.mark_paid"
                variant="outlined"
                disabled={pending}
                onClick={() => void run(() => dataProvider.markInvoicePaid(invoice.id, "virement"))}
              />
            </Stack>
          </Form>
        </Box>
      )}
    </Box>
  );
};
