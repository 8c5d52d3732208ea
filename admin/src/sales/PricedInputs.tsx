import { PAYMENT_TERMS_OPTIONS } from "@agency/shared";
import { SelectInput, TextInput } from "react-admin";
import { LineItemsEditor } from "./LineItemsEditor";
import { LiveTotalsBox } from "./TotalsBox";
import { useNotesFollowingTerms } from "./useNotesFollowingTerms";

/** A required choice among the shared options of a label table (payment terms, frequency...). */
export const OptionsInput = ({
  source,
  label,
  options,
}: {
  source: string;
  label: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
}) => (
  <SelectInput
    source={source}
    label={label}
    choices={[...options]}
    optionValue="value"
    optionText="label"
    isRequired
    helperText={false}
  />
);

/** The payment terms of an invoice or a retainer; the pre-filled note follows them. */
export const PaymentTermsInput = () => {
  useNotesFollowingTerms();
  return <OptionsInput source="paymentTerms" label="app.sales.fields.payment_terms" options={PAYMENT_TERMS_OPTIONS} />;
};

/** The priced lines of an invoice, a quote or a retainer, their notes, and the totals as they are typed. */
export const PricedLinesInputs = ({ minItemsMessage }: { minItemsMessage: string }) => (
  <>
    <LineItemsEditor minItemsMessage={minItemsMessage} />
    <TextInput source="notes" label="app.sales.fields.notes" multiline minRows={3} helperText={false} />
    <LiveTotalsBox />
  </>
);
