import AddIcon from "@mui/icons-material/Add";
import { FormHelperText, Stack, Typography } from "@mui/material";
import { Button, useNotify, useTranslate } from "react-admin";
import { useFieldArray, useFormContext, useFormState, useWatch } from "react-hook-form";
import { LineItemRow } from "./LineItemRow";
import { newLine, type LinesFormValues } from "./lineItems";
import { useOnValuesChange } from "./useOnValuesChange";

/**
 * Once the user has tried to submit, rules on the whole list ("every line complete") are
 * checked again as lines change: react-hook-form alone re-checks only the input typed in.
 */
const useListRulesFollowingLines = () => {
  const { trigger } = useFormContext<LinesFormValues>();
  const { isSubmitted } = useFormState<LinesFormValues>();
  const items = useWatch<LinesFormValues, "items">({ name: "items" });
  useOnValuesChange([items], () => {
    if (isSubmitted) void trigger("items");
  });
};

interface LineItemsEditorProps {
  /** "La facture doit contenir au moins un article" or the quote's wording. */
  minItemsMessage: string;
}

/** The lines of an invoice or a quote: add, edit, remove; list-wide messages show below. */
export const LineItemsEditor = ({ minItemsMessage }: LineItemsEditorProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { fields, append, remove } = useFieldArray<LinesFormValues, "items">({ name: "items" });
  const { errors } = useFormState<LinesFormValues>({ name: "items" });
  const listError = errors.items?.root?.message;
  useListRulesFollowingLines();

  const removeLine = (index: number) => {
    // Spec 001 point 5: a document keeps at least one line.
    if (fields.length <= 1) {
      notify(minItemsMessage, { type: "error", messageArgs: { _: minItemsMessage } });
      return;
    }
    remove(index);
  };

  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {translate("app.sales.lines.title")}
      </Typography>
      {fields.map((field, index) => (
        <LineItemRow key={field.id} index={index} onRemove={() => removeLine(index)} />
      ))}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Button label="app.sales.lines.add" onClick={() => append(newLine())} sx={{ alignSelf: "flex-start" }}>
        <AddIcon />
      </Button>
    </Stack>
  );
};
