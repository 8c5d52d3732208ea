import { useEffect } from "react";
import { MenuItem, Stack, TextField } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Form, SaveButton, TextInput, useDataProvider, useNotify, useTranslate } from "react-admin";
import { useFormState, type FieldValues } from "react-hook-form";
import { serverFieldErrors } from "../providers/fieldErrors";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { serverMessageOf } from "../providers/http";
import { emptyGeneral, generalResolver, readGeneral, type GeneralValues } from "./companySettings";

const KEYS = "app.users_screen.settings";
const SETTINGS_QUERY = ["companySettings", "general"] as const;

/** "Enregistrer": enabled on a pristine form too (as before), disabled while loading or saving. */
const SaveSettingsButton = ({ loading }: { loading: boolean }) => {
  const { isSubmitting } = useFormState();
  const busy = loading || isSubmitting;
  return <SaveButton label={`${KEYS}.save`} alwaysEnable={!busy} disabled={busy} />;
};

/** The settings' "Général" tab: the company's name and professional e-mail (spec 000 point 2). */
export const GeneralTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: SETTINGS_QUERY,
    queryFn: async ({ signal }) => readGeneral(await dataProvider.companySettings(signal)),
    retry: false,
    // A refetch would reset the form under the user's fingers.
    refetchOnWindowFocus: false,
  });
  const loading = settings.isPending;

  useEffect(() => {
    if (settings.isError) notify(`${KEYS}.load_failed`, { type: "error" });
  }, [settings.isError, notify]);

  const submit = async (values: GeneralValues) => {
    try {
      await dataProvider.saveCompanySettings(values);
      // The form shows what was saved (trimmed).
      queryClient.setQueryData(SETTINGS_QUERY, values);
      notify(`${KEYS}.saved`, { type: "success" });
      return undefined;
    } catch (failure) {
      const message = serverMessageOf(failure) ?? `${KEYS}.failed`;
      notify(message, { type: "error", messageArgs: { _: message } });
      return serverFieldErrors(failure);
    }
  };

  return (
    <Form
      record={settings.data ?? emptyGeneral}
      resolver={generalResolver}
      // The resolver answers the schema's output: the trimmed name and e-mail.
      onSubmit={(values: FieldValues) => submit(values as GeneralValues)}
      disableInvalidFormNotification
      noValidate
    >
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <TextInput
          source="name"
          label={`${KEYS}.company_name`}
          autoComplete="organization"
          disabled={loading}
          isRequired
          helperText={false}
          fullWidth
        />
        <TextInput
          source="email"
          label={`${KEYS}.company_email`}
          type="email"
          autoComplete="email"
          disabled={loading}
          isRequired
          helperText={false}
          fullWidth
        />
        {/* French is the only language offered (spec 000 point 2); nothing to save. */}
        <TextField select label={translate(`${KEYS}.language`)} value="fr" disabled={loading} fullWidth>
          <MenuItem value="fr">{translate(`${KEYS}.french`)}</MenuItem>
        </TextField>
        <div>
          <SaveSettingsButton loading={loading} />
        </div>
      </Stack>
    </Form>
  );
};
