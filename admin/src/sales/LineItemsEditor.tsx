import AddIcon from "@mui/icons-material/Add";
import { FormHelperText, Stack, Typography } from "@mui/material";
import type { ComponentType } from "react";
import { useNotify, useTranslate } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import { useFieldArray, useFormContext, useFormState, useWatch, type FieldValues } from "react-hook-form";
import { LineItemRow, type LineRowProps } from "./LineItemRow";
import { newLine } from "./lineItems";
import { useOnValuesChange } from "./useOnValuesChange";

type ItemsForm = { items: FieldValues[] };

/**
 * Once the user has tried to submit, rules on the whole list ("every line complete") are
 * checked again as lines change: react-hook-form alone re-checks only the input typed in.
 */
const useListRulesFollowingLines = () => {
  const { trigger } = useFormContext<ItemsForm>();
  const { isSubmitted } = useFormState<ItemsForm>();
  const items = useWatch<ItemsForm, "items">({ name: "items" });
  useOnValuesChange([items], () => {
    if (isSubmitted) void trigger("items");
  });
};

interface LineItemsEditorProps {
  /** "La facture doit contenir au moins un article" or another kind's wording. */
  minItemsMessage: string;
  /** A line's inputs: priced for invoices and quotes (the default), quantities only for delivery notes. */
  Row?: ComponentType<LineRowProps>;
  newItem?: () => FieldValues;
}

/** The lines of a sales document: add, edit, remove; list-wide messages show below. */
export const LineItemsEditor = ({ minItemsMessage, Row = LineItemRow, newItem = newLine }: LineItemsEditorProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { fields, append, remove } = useFieldArray<ItemsForm, "items">({ name: "items" });
  const { errors } = useFormState<ItemsForm>({ name: "items" });
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
        <Row key={field.id} index={index} onRemove={() => removeLine(index)} />
      ))}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <ActionButton label="app.sales.lines.add" onClick={() => append(newItem())} sx={{ alignSelf: "flex-start" }}>
        <AddIcon />
      </ActionButton>
    </Stack>
  );
};
