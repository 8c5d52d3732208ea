import SaveIcon from "@mui/icons-material/Save";
import { Stack } from "@mui/material";
import { useMemo, type ReactNode } from "react";
import { Form } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import { set, useFormState, type DefaultValues, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import { formErrorPath, schemaResolver, type FieldMessages } from "./salesFormErrors";

const SaveButton = () => {
  const { isSubmitting } = useFormState();
  return (
    <ActionButton type="submit" variant="contained" label="app.sales.common.save" disabled={isSubmitting}>
      <SaveIcon />
    </ActionButton>
  );
};

/** The server's field messages as react-admin's `onSubmit` answers them: the form's nested shape. */
const submissionErrors = (messages: FieldMessages): FieldValues | undefined => {
  const entries = Object.entries(messages);
  if (entries.length === 0) return undefined;
  const errors: FieldValues = {};
  for (const [path, message] of entries) set(errors, formErrorPath(path), message);
  return errors;
};

interface SalesFormProps<V extends FieldValues, P extends FieldValues> {
  defaultValues: DefaultValues<V>;
  /** The shared schema the server applies too. */
  schema: z.ZodType<P>;
  /** Form values → API payload, before the schema checks it. */
  toPayload: (values: V) => unknown;
  /** Sends the payload; answers the server's field messages when it refuses. */
  save: (payload: P) => Promise<FieldMessages>;
  /** The inputs. */
  children: ReactNode;
  /** Buttons beside "Enregistrer", e.g. "Annuler". */
  actions?: ReactNode;
}

/**
 * A sales document's form: react-admin's `<Form>` validated on submit with the shared schema
 * (then on every change), the server's field messages shown in place.
 */
export const SalesForm = <V extends FieldValues, P extends FieldValues>({
  defaultValues,
  schema,
  toPayload,
  save,
  children,
  actions,
}: SalesFormProps<V, P>) => {
  // react-admin's Form is not generic: its values are V, the shape of the default values.
  const resolver = useMemo(
    () => schemaResolver(schema, (values: FieldValues) => toPayload(values as V)),
    [schema, toPayload],
  );
  // The resolver hands the checked payload, not the form values, to the submit handler.
  const submit = async (payload: FieldValues) => submissionErrors(await save(payload as P));
  return (
    <Form
      defaultValues={defaultValues}
      resolver={resolver}
      onSubmit={submit}
      mode="onSubmit"
      reValidateMode="onChange"
      noValidate
      warnWhenUnsavedChanges
    >
      <Stack spacing={2}>
        {children}
        <Stack direction="row" spacing={1}>
          <SaveButton />
          {actions}
        </Stack>
      </Stack>
    </Form>
  );
};
