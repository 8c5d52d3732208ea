import {
  formatDH,
  invoiceBalance,
  PAYMENT_METHOD_OPTIONS,
  paymentMethodText,
  refundable,
  sumAmounts,
  frenchDateOrDash,
} from "@agency/shared";
import DoneAllIcon from "@mui/icons-material/DoneAll";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import type { FieldValues } from "react-hook-form";
import {
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
import { RowsTable, TitledSection } from "../fields/RowsTable";
import { useToday } from "../fields/useToday";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { useIdempotencyKey } from "../providers/useIdempotencyKey";
import { LoadingState } from "../sales/PageStates";
import type { InvoiceRecord } from "../sales/salesRecords";
import { useSalesNotify } from "../sales/useSalesNotify";
import { newPaymentValues, paymentPayload, paymentResolver, type CheckedPayment } from "./paymentForm";
import { CompactActions } from "../layout/ActionButton";

const methodChoices = PAYMENT_METHOD_OPTIONS.map((option) => ({ id: option.value, name: option.label }));

interface InvoicePaymentsProps {
  invoice: InvoiceRecord;
  /** Total of the invoice's credit notes: they lower what is due as payments do. */
  credited: number;
  /** Reloads the invoice: its status and balance follow the payments. */
  onChanged: () => void;
}

/**
 * An invoice's payments: what was received, what is due, a form for the next one, "mark as paid"; once the client
 * paid more than the credited invoice asks, what it is owed and a form for its refund (a payment below 0).
 */
export const InvoicePayments = ({ invoice, credited, onChanged }: InvoicePaymentsProps) => {
  const translate = useTranslate();
  const field = (name: string) => translate(`app.payments.fields.${name}`);
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const notify = useSalesNotify();
  const idempotency = useIdempotencyKey();
  const today = useToday();
  const paid = sumAmounts(invoice.payments.map((payment) => payment.amount));
  const { due } = invoiceBalance(invoice.totalAmount, paid, credited);
  const owed = refundable(invoice.totalAmount, paid, credited);
  const refunding = owed > 0;

  // One outcome for every way of settling: a recorded payment, "mark as paid", or a refund.
  const paying = useMutation({
    mutationFn: (action: () => Promise<void>) => action(),
    onSuccess: () => {
      idempotency.renew();
      notify.success(refunding ? "app.payments.refund_recorded" : "app.payments.recorded");
      onChanged();
    },
    onError: (error) =>
      notify.serverFailure(refunding ? "app.payments.refund_failed" : "app.payments.record_failed", error),
  });
  const pending = paying.isPending;

  return (
    <TitledSection title={translate("app.payments.title")}>
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
        {refunding ? (
          <Typography>
            {translate("app.payments.refundable")} : <strong>{formatDH(owed)}</strong>
          </Typography>
        ) : null}
      </Stack>

      <RowsTable
        label={translate("app.payments.title")}
        rows={invoice.payments}
        rowKey={(payment) => payment.documentId}
        empty={translate("app.payments.none")}
        columns={[
          { header: field("date"), cell: (payment) => frenchDateOrDash(payment.date), nowrap: true },
          { header: field("method"), cell: (payment) => paymentMethodText(payment) },
          { header: field("reference"), cell: (payment) => payment.reference ?? "" },
          { header: field("amount"), cell: (payment) => formatDH(payment.amount), align: "right", nowrap: true },
          {
            header: "",
            cell: (payment) => (
              <CompactActions>
                <DeleteWithCodeButton
                  resource="payments"
                  record={{ id: payment.documentId, ...payment }}
                  label="app.payments.delete"
                  onDeleted={onChanged}
                />
              </CompactActions>
            ),
            align: "right",
          },
        ]}
      />

      {invoice.state === "draft" ? (
        <Typography sx={{ mt: 2 }}>{translate("app.payments.draft")}</Typography>
      ) : !refunding && invoice.state === "cancelled" ? null : !refunding && due === 0 ? (
        <Typography sx={{ mt: 2 }}>{translate("app.payments.settled")}</Typography>
      ) : today === undefined ? (
        <LoadingState message="app.sales.common.preparing" />
      ) : (
        <Box sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle1" gutterBottom>
            {translate(refunding ? "app.payments.refund_new" : "app.payments.new")}
          </Typography>
          {refunding ? <Typography gutterBottom>{translate("app.payments.refund_lead")}</Typography> : null}
          <Form
            key={`${invoice.payments.length}-${due}-${owed}-${today}`}
            defaultValues={newPaymentValues(refunding ? owed : due, today)}
            resolver={paymentResolver}
            // The resolver answers the schema's output. A refusal stays in the notification only: the
            // server's reason ("Le montant dépasse le reste à payer…") is a whole sentence, shown once.
            // Awaited, so that the save button spins meanwhile; a failure is notified by onError.
            onSubmit={(values: FieldValues) =>
              paying
                .mutateAsync(() => {
                  const payload = paymentPayload(values as CheckedPayment);
                  return refunding
                    ? dataProvider.refundInvoice(invoice.id, payload, idempotency.key)
                    : dataProvider.recordPayment(invoice.id, payload, idempotency.key);
                })
                .catch(() => undefined)
            }
          >
            <Stack direction={{ xs: "column", md: "row" }} spacing={1} alignItems={{ md: "flex-start" }}>
              <NumberInput
                source="amount"
                label="app.payments.fields.amount"
                min={0.01}
                step={0.01}
                isRequired
                helperText={false}
              />
              <DateInput source="date" label="app.payments.fields.date" isRequired helperText={false} />
              <SelectInput
                source="method"
                label="app.payments.fields.method"
                choices={methodChoices}
                isRequired
                helperText={false}
              />
              <TextInput source="reference" label="app.payments.fields.reference" helperText={false} />
            </Stack>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
              <SaveButton
                label={refunding ? "app.payments.refund_add" : "app.payments.add"}
                disabled={pending}
                alwaysEnable={!pending}
              />
              {/* Worded at every width (react-admin's Button is an icon alone on a phone). */}
              {refunding ? null : (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<DoneAllIcon />}
                  disabled={pending}
                  onClick={() => paying.mutate(() => dataProvider.markInvoicePaid(invoice.id, "virement"))}
                >
                  {translate("app.payments.mark_paid")}
                </Button>
              )}
            </Stack>
          </Form>
        </Box>
      )}
    </TitledSection>
  );
};
