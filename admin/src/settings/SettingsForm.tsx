import type { ReactNode } from "react";
import { Stack } from "@mui/material";
import { Form } from "react-admin";
import type { FieldValues, Resolver } from "react-hook-form";
import { SaveSettingsButton } from "./SaveSettingsButton";
import { useSettingsTab } from "./useSettingsTab";

interface SettingsFormProps<V extends FieldValues, S extends object> {
  tab: string;
  read: (body: unknown) => V;
  afterSave: (saved: S) => V;
  savedKey: string;
  /** The values shown while the settings load, and when they were never saved. */
  empty: V;
  resolver: Resolver<FieldValues, unknown, S>;
  maxWidth: number;
  /** The tab's inputs, disabled while the settings load. */
  children: (loading: boolean) => ReactNode;
}

/** One settings tab: a react-admin form over the company settings, its shared schema as resolver, "Enregistrer". */
export const SettingsForm = <V extends FieldValues, S extends object>(props: SettingsFormProps<V, S>) => {
  const { empty, resolver, maxWidth, children, ...tab } = props;
  const { record, loading, submit } = useSettingsTab(tab);
  return (
    <Form
      record={record ?? empty}
      resolver={resolver}
      onSubmit={submit}
      disableInvalidFormNotification
      noValidate
      warnWhenUnsavedChanges
    >
      <Stack spacing={2} sx={{ maxWidth }}>
        {children(loading)}
        <div>
          <SaveSettingsButton loading={loading} />
        </div>
      </Stack>
    </Form>
  );
};
