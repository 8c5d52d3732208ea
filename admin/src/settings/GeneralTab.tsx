import { useEffect, useState, type FormEvent } from "react";
import { Box, Button, MenuItem, Stack, TextField } from "@mui/material";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { serverMessageOf } from "../providers/http";
import { checkGeneral, emptyGeneral, readGeneral, type GeneralValues } from "./companySettings";

const KEYS = "app.users_screen.settings";

/** The settings' "Général" tab: the company's name and professional e-mail (spec 000 point 2). */
export const GeneralTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const [values, setValues] = useState(emptyGeneral);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loading, setLoading] = useState(true);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    dataProvider
      .companySettings(controller.signal)
      .then((body) => {
        if (body !== null) setValues(readGeneral(body));
      })
      .catch(() => {
        if (!controller.signal.aborted) notify(`${KEYS}.load_failed`, { type: "error" });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [dataProvider, notify]);

  const set = (field: keyof GeneralValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkGeneral(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await dataProvider.saveCompanySettings(check.data);
      setValues(check.data);
      notify(`${KEYS}.saved`, { type: "success" });
    } catch (failure) {
      const message = serverMessageOf(failure) ?? `${KEYS}.failed`;
      notify(message, { type: "error", messageArgs: { _: message } });
    } finally {
      setPending(false);
    }
  };

  const disabled = loading || pending;
  const fieldError = (field: keyof GeneralValues) => (field in errors ? translate(errors[field] ?? "") : undefined);

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate sx={{ maxWidth: 480 }}>
      <Stack spacing={2}>
        <TextField
          label={translate(`${KEYS}.company_name`)}
          value={values.name}
          onChange={(event) => set("name")(event.target.value)}
          error={"name" in errors}
          helperText={fieldError("name")}
          autoComplete="organization"
          disabled={disabled}
          required
          fullWidth
        />
        <TextField
          label={translate(`${KEYS}.company_email`)}
          type="email"
          value={values.email}
          onChange={(event) => set("email")(event.target.value)}
          error={"email" in errors}
          helperText={fieldError("email")}
          autoComplete="email"
          disabled={disabled}
          required
          fullWidth
        />
        {/* French is the only language offered (spec 000 point 2); nothing to save. */}
        <TextField select label={translate(`${KEYS}.language`)} value="fr" disabled={disabled} fullWidth>
          <MenuItem value="fr">{translate(`${KEYS}.french`)}</MenuItem>
        </TextField>
        <Box>
          <Button type="submit" variant="contained" disabled={disabled}>
            {translate(`${KEYS}.save`)}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
