import { useId, type ChangeEvent } from "react";
import { Box, FormControl, FormHelperText, FormLabel } from "@mui/material";
import { useFormContext, useFormState } from "react-hook-form";
import type { CompanyDocument } from "./clientRecord";
import { useClientTranslate } from "./clientTranslate";
import { COMPANY_DOCUMENT_ACCEPT, isAcceptedCompanyDocument } from "./companyDocument";

/** The form's key for the document's messages: the browser's refusal, or the upload's failure. */
export const DOCUMENT_FIELD = "document";

interface CompanyDocumentInputProps {
  /** The client's document, which a new file replaces (edit mode). */
  current?: CompanyDocument | null;
  /** An accepted file, or null once the choice is cleared or refused. */
  onSelect: (file: File | null) => void;
}

/**
 * The optional company document: a native, labelled file input, checked before any upload. The
 * file is sent apart from the client (uploaded first); its messages live in the form's errors.
 */
export const CompanyDocumentInput = ({ current, onSelect }: CompanyDocumentInputProps) => {
  const t = useClientTranslate();
  const id = useId();
  const helpId = `${id}-help`;
  const { setError, clearErrors } = useFormContext();
  const { errors, isSubmitting } = useFormState({ name: DOCUMENT_FIELD });
  const message = errors[DOCUMENT_FIELD]?.message;
  const error = typeof message === "string" ? message : undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    if (file && !isAcceptedCompanyDocument(file)) {
      // Emptied so that picking the same file again, once fixed, fires a change.
      event.currentTarget.value = "";
      onSelect(null);
      setError(DOCUMENT_FIELD, { type: "validate", message: t("form.document_invalid") });
      return;
    }
    onSelect(file);
    clearErrors(DOCUMENT_FIELD);
  };

  return (
    <FormControl error={error !== undefined} disabled={isSubmitting} sx={{ gridColumn: "1 / -1" }}>
      <FormLabel htmlFor={id}>{t("fields.document")}</FormLabel>
      <Box
        component="input"
        id={id}
        type="file"
        accept={COMPANY_DOCUMENT_ACCEPT}
        disabled={isSubmitting}
        aria-describedby={helpId}
        aria-invalid={error !== undefined}
        onChange={handleChange}
        sx={{ mt: 1 }}
      />
      <FormHelperText id={helpId}>
        {error ?? (current ? t("form.document_current", { name: current.name }) : t("form.document_hint"))}
      </FormHelperText>
    </FormControl>
  );
};
