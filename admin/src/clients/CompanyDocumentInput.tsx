import { useId, type ChangeEvent } from "react";
import { Box, FormControl, FormHelperText, FormLabel } from "@mui/material";
import type { CompanyDocument } from "./clientRecord";
import { useClientTranslate } from "./clientTranslate";
import { COMPANY_DOCUMENT_ACCEPT, isAcceptedCompanyDocument } from "./companyDocument";

interface CompanyDocumentInputProps {
  /** The client's document, which a new file replaces (edit mode). */
  current?: CompanyDocument | null;
  error?: string;
  disabled: boolean;
  /** An accepted file, or null once the choice is cleared. */
  onSelect: (file: File | null) => void;
  /** A file the server would refuse; the input is emptied. */
  onReject: () => void;
}

/** The optional company document: a native, labelled file input, checked before any upload. */
export const CompanyDocumentInput = ({ current, error, disabled, onSelect, onReject }: CompanyDocumentInputProps) => {
  const t = useClientTranslate();
  const id = useId();
  const helpId = `${id}-help`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    if (file && !isAcceptedCompanyDocument(file)) {
      // Emptied so that picking the same file again, once fixed, fires a change.
      event.currentTarget.value = "";
      onReject();
      return;
    }
    onSelect(file);
  };

  return (
    <FormControl error={error !== undefined} disabled={disabled} sx={{ gridColumn: "1 / -1" }}>
      <FormLabel htmlFor={id}>{t("fields.document")}</FormLabel>
      <Box
        component="input"
        id={id}
        type="file"
        accept={COMPANY_DOCUMENT_ACCEPT}
        disabled={disabled}
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
