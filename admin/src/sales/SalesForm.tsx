import SaveIcon from "@mui/icons-material/Save";
import { Stack } from "@mui/material";
import { useMemo, type ReactNode } from "react";
import { Button } from "react-admin";
import { FormProvider, useForm, useFormState, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { formErrorPath, schemaResolver, type FieldMessages } from "./salesFormErrors";

const SaveButton = () => {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" label="app.sales.common.save" disabled={isSubmitting}>
      <SaveIcon />
    </Button>
  );
};

interface SalesFormProps<V extends FieldValues, P> {
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
 * An invoice or quote form: react-hook-form driving react-admin's inputs, validated on submit
 * with the shared schema (then on every change), the server's field messages shown in place.
 */
export const SalesForm = <V extends FieldValues, P>({
  defaultValues,
  schema,
  toPayload,
  save,
  children,
  actions,
}: SalesFormProps<V, P>) => {
  const resolver = useMemo(() => schemaResolver(schema, toPayload), [schema, toPayload]);
  const form = useForm<V, unknown, P>({
    defaultValues,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const submit = async (payload: P) => {
    const messages = await save(payload);
    for (const [path, message] of Object.entries(messages)) {
      // The API keys its messages by the payload's paths, which are the form's own.
      form.setError(formErrorPath(path) as Path<V>, { type: "server", message });
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Stack spacing={2}>
          {children}
          <Stack direction="row" spacing={1}>
            <SaveButton />
            {actions}
          </Stack>
        </Stack>
      </form>
    </FormProvider>
  );
};
