import { MenuItem, Stack, TextField } from "@mui/material";
import { Form, TextInput, useTranslate } from "react-admin";
import { emptyGeneral, generalResolver, readGeneral, type GeneralValues } from "./companySettings";
import { SaveSettingsButton } from "./SaveSettingsButton";
import { SETTINGS_KEYS as KEYS, useSettingsTab } from "./useSettingsTab";

/** The settings' "Général" tab: the company's name and professional e-mail (spec 000 point 2). */
export const GeneralTab = () => {
  const translate = useTranslate();
  const { record, loading, submit } = useSettingsTab({
    tab: "general",
    read: readGeneral,
    // The form shows what was saved (trimmed).
    afterSave: (saved: GeneralValues) => saved,
    savedKey: `${KEYS}.saved`,
  });

  return (
    <Form
      record={record ?? emptyGeneral}
      resolver={generalResolver}
      onSubmit={submit}
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
