import { useEffect, useId, useState, type ChangeEvent } from "react";
import { Box, FormHelperText, InputLabel } from "@mui/material";
import { useTranslate } from "react-admin";
import { COVER_TYPES, coverFileProblem } from "./articleForm";
import { postKey } from "./strings";

interface CoverImageInputProps {
  /** The saved cover, shown until another file is chosen. */
  currentSrc?: string;
  /** A valid file, or null when the choice is cleared or refused. */
  onChange: (file: File | null) => void;
}

/** Previews a chosen file; the object URL is released when it is replaced or the form leaves. */
const usePreview = (file: File | null): string | undefined => {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!file) return setSrc(undefined);
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return src;
};

/** "Image de couverture": images only, 5 MB max, checked before anything is sent. */
export const CoverImageInput = ({ currentSrc, onChange }: CoverImageInputProps) => {
  const translate = useTranslate();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const previewSrc = usePreview(file) ?? currentSrc;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const refusal = chosen ? coverFileProblem(chosen) : undefined;
    setProblem(refusal && translate(postKey(`form.${refusal}`)));
    // A refused file is dropped from the input too, so that what is shown is what is sent.
    if (refusal) event.target.value = "";
    const kept = refusal ? null : chosen;
    setFile(kept);
    onChange(kept);
  };

  return (
    <Box sx={{ my: 2 }}>
      <InputLabel htmlFor={id} error={problem !== undefined}>
        {translate(postKey("form.cover"))}
      </InputLabel>
      <input id={id} type="file" accept={COVER_TYPES.join(",")} onChange={choose} aria-describedby={`${id}-help`} />
      <FormHelperText id={`${id}-help`} error={problem !== undefined}>
        {problem ?? translate(postKey("form.cover_help"))}
      </FormHelperText>
      {previewSrc && (
        <Box
          component="img"
          src={previewSrc}
          alt={translate(postKey("form.cover_preview"))}
          sx={{ mt: 1, maxWidth: 320, maxHeight: 200, objectFit: "cover", borderRadius: 1 }}
        />
      )}
    </Box>
  );
};
