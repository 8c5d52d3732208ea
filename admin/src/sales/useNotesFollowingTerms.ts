import { defaultInvoiceNotes, PAYMENT_TERMS, type PaymentTerms } from "@agency/shared";
import { useFormContext, useWatch } from "react-hook-form";
import { useOnValuesChange } from "./useOnValuesChange";

const DEFAULT_NOTES = new Set(PAYMENT_TERMS.map((terms) => defaultInvoiceNotes(terms)));

interface TermsAndNotes {
  paymentTerms: number;
  notes: string | null;
}

/**
 * The pre-filled note names the payment terms (an invoice's, or those a retainer gives its invoices): it follows
 * them until the user writes a note of their own.
 */
export const useNotesFollowingTerms = () => {
  const { getValues, setValue } = useFormContext<TermsAndNotes>();
  const paymentTerms = useWatch<TermsAndNotes, "paymentTerms">({ name: "paymentTerms" });
  useOnValuesChange([paymentTerms], () => {
    const notes = getValues("notes");
    if ((notes === null || DEFAULT_NOTES.has(notes)) && (PAYMENT_TERMS as readonly number[]).includes(paymentTerms)) {
      setValue("notes", defaultInvoiceNotes(paymentTerms as PaymentTerms), { shouldDirty: true });
    }
  });
};
