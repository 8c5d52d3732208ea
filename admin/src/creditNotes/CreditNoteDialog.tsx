import {
  creditableAmount,
  formatDH,
  formatQuantity,
  invoiceBalance,
  sumAmounts,
  type StoredLine,
} from "@agency/shared";
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from "@mui/material";
import { useState } from "react";
import {
  Button,
  Form,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  TextInput,
  useDataProvider,
  useTranslate,
} from "react-admin";
import { useWatch, type FieldValues } from "react-hook-form";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { serverFieldErrors } from "../providers/fieldErrors";
import { useIdempotencyKey } from "../providers/useIdempotencyKey";
import { InputTyped, useKeptInput } from "../layout/useKeptInput";
import type { InvoiceRecord } from "../sales/salesRecords";
import { useSalesNotify } from "../sales/useSalesNotify";
import { CreditApplicationNote } from "./CreditApplicationNote";
import {
  creditNotePayload,
  creditNoteResolver,
  newCreditNoteValues,
  type CreditNoteFormValues,
} from "./creditNoteForm";

interface CreditNoteDialogProps {
  invoice: InvoiceRecord;
  /** What is left of each line once earlier credit notes are taken off. */
  lines: StoredLine[];
  credited: number;
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

const LineQuantities = ({ lines }: { lines: StoredLine[] }) => {
  const translate = useTranslate();
  const scope = useWatch({ name: "scope" }) as CreditNoteFormValues["scope"];
  if (scope !== "lines") return null;
  return (
    <Stack spacing={1}>
      {lines.map((line, index) => (
        <Stack
          key={`${line.description}-${index}`}
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          alignItems={{ sm: "center" }}
        >
          <Typography sx={{ flex: 1 }}>
            {line.description} — {formatQuantity(line.quantity, line.unit)} × {formatDH(line.unitPrice)}
          </Typography>
          <NumberInput
            source={`quantities.${index}`}
            label={translate("app.credit_notes.quantity_of", { max: formatQuantity(line.quantity, line.unit) })}
            min={0}
            max={line.quantity}
            step={0.001}
            helperText={false}
          />
        </Stack>
      ))}
    </Stack>
  );
};

/** "Établir un avoir": a reason, then the whole rest of the invoice or chosen quantities of its lines. */
export const CreditNoteDialog = ({ invoice, lines, credited, open, onClose, onCreated }: CreditNoteDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const notify = useSalesNotify();
  const [pending, setPending] = useState(false);
  const idempotency = useIdempotencyKey();
  const rest = creditableAmount(invoice.totalAmount, credited);
  const paid = sumAmounts(invoice.payments.map((payment) => payment.amount));
  const { due } = invoiceBalance(invoice.totalAmount, paid, credited);
  const resolver = creditNoteResolver(lines, {
    nothingChosen: translate("app.credit_notes.nothing_chosen"),
    tooMuch: (max: number) => translate("app.credit_notes.too_much", { max: formatQuantity(max) }),
  });

  const submit = async (values: CreditNoteFormValues) => {
    setPending(true);
    try {
      await dataProvider.creditInvoice(invoice.id, creditNotePayload(values, lines), idempotency.key);
      idempotency.renew();
      notify.success("app.credit_notes.created");
      onCreated();
      onClose();
      return undefined;
    } catch (error) {
      notify.serverFailure("app.credit_notes.create_failed", error);
      return serverFieldErrors(error);
    } finally {
      setPending(false);
    }
  };

  const kept = useKeptInput(onClose, { locked: pending });

  return (
    <>
      <Dialog open={open} onClose={kept.onDialogClose} fullWidth maxWidth="md" aria-labelledby="credit-note-title">
        <Form
          defaultValues={newCreditNoteValues(lines)}
          resolver={resolver}
          // The resolver answers the checked values, the reason trimmed.
          onSubmit={(values: FieldValues) => submit(values as CreditNoteFormValues)}
        >
          <InputTyped onChange={kept.setTyped} />
          <DialogTitle id="credit-note-title">
            {translate("app.credit_notes.dialog_title", { number: invoice.invoiceNumber })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate("app.credit_notes.dialog_intro")}</DialogContentText>
            <TextInput
              source="reason"
              label="app.credit_notes.fields.reason"
              multiline
              minRows={2}
              fullWidth
              isRequired
            />
            <RadioButtonGroupInput
              source="scope"
              label={false}
              choices={[
                { id: "all", name: translate("app.credit_notes.scope_all", { amount: formatDH(rest) }) },
                { id: "lines", name: translate("app.credit_notes.scope_lines") },
              ]}
              row={false}
            />
            <LineQuantities lines={lines} />
            <CreditApplicationNote lines={lines} due={due} />
          </DialogContent>
          <DialogActions>
            <Button label="app.credit_notes.cancel" onClick={onClose} disabled={pending} />
            <SaveButton label="app.credit_notes.submit" disabled={pending} alwaysEnable={!pending} icon={<></>} />
          </DialogActions>
        </Form>
      </Dialog>
      {kept.question}
    </>
  );
};
