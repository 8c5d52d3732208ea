import { MenuItem, TextField } from "@mui/material";
import { TextInput, useTranslate } from "react-admin";
import { emptyGeneral, generalResolver, readGeneral, type GeneralValues } from "./companySettings";
import { SettingsForm } from "./SettingsForm";
import { SETTINGS_KEYS as KEYS } from "./useSettingsTab";

/** The settings' "Général" tab: the company's name and professional e-mail (spec 000 point 2). */
export const GeneralTab = () => {
  const translate = useTranslate();
  return (
    <SettingsForm
      tab="general"
      read={readGeneral}
      // The form shows what was saved (trimmed).
      afterSave={(saved: GeneralValues) => saved}
      savedKey={`${KEYS}.saved`}
      empty={emptyGeneral}
      resolver={generalResolver}
      maxWidth={480}
    >
      {(loading) => (
        <>
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
        </>
      )}
    </SettingsForm>
  );
};
