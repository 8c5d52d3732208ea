import { useMutation } from "@tanstack/react-query";
import { AutocompleteInput, ReferenceInput, type RaRecord } from "react-admin";
import { useFormContext } from "react-hook-form";
import { useAgencyDataProvider } from "../providers/dataProvider";
import { useSalesNotify } from "../sales/useSalesNotify";
import { invoiceChoiceRecord } from "./deliveryAnswers";
import { invoiceFill, type DeliveryFormValues } from "./deliveryForm";

const choiceLabel = (record: RaRecord) => {
  const parsed = invoiceChoiceRecord.safeParse(record);
  if (!parsed.success) return String(record.id);
  const { invoiceNumber, clientName } = parsed.data;
  return clientName ? `${invoiceNumber} — ${clientName}` : invoiceNumber;
};

/**
 * The invoice the note delivers, searched among issued invoices (a draft is not delivered).
 * Choosing one reads it with its lines and fills in the client, the address and the items.
 */
export const InvoiceInput = () => {
  const dataProvider = useAgencyDataProvider();
  const { getValues, setValue } = useFormContext<DeliveryFormValues>();
  const { serverFailure } = useSalesNotify();
  const reading = useMutation({
    mutationFn: (documentId: string) => dataProvider.invoiceForDelivery(documentId),
    onSuccess: (invoice) => {
      const fill = invoiceFill(invoice, getValues());
      setValue("client", fill.client);
      setValue("deliveryAddress", fill.deliveryAddress, { shouldDirty: true });
      setValue("items", fill.items, { shouldDirty: true });
    },
    onError: (error) => serverFailure("app.delivery_screen.invoice_select.load_failed", error),
  });
  const choose = (documentId: string | null) => {
    // The client block must never show the previous invoice's client.
    setValue("client", null);
    if (documentId) reading.mutate(documentId);
  };
  return (
    <ReferenceInput
      source="invoice"
      reference="invoices"
      sort={{ field: "issueDate", order: "DESC" }}
      filter={{ state: "issued" }}
    >
      <AutocompleteInput
        label="app.delivery_screen.fields.invoice"
        optionText={choiceLabel}
        isRequired
        helperText={false}
        onChange={(value: string | null) => choose(value)}
      />
    </ReferenceInput>
  );
};
