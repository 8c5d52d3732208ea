import { useState, type FormEvent } from "react";
import { Box, Button, Stack } from "@mui/material";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import { updatePasswordSchema, zodFieldErrors } from "@agency/shared";
import { distinctFieldMessages } from "../fields/formErrors";
import { PasswordField } from "../fields/PasswordField";
import { replaceSessionToken } from "../providers/authStorage";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { serverMessageOf } from "../providers/http";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
type Field = (typeof FIELDS)[number];

const LABELS: Record<Field, string> = {
  currentPassword: "app.password.current",
  newPassword: "app.password.new",
  confirmPassword: "app.password.confirm",
};

const empty: Record<Field, string> = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The settings' "Sécurité" tab (spec 000 points 2, 5 and 8). */
export const SecurityTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  // The server ends every session on a password change and answers a fresh token for this one.
  const updatePassword = async (currentPassword: string, newPassword: string) =>
    replaceSessionToken(await dataProvider.updatePassword(currentPassword, newPassword));
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const messages = distinctFieldMessages(errors, FIELDS);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updatePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await updatePassword(parsed.data.currentPassword, parsed.data.newPassword);
      setValues(empty);
      notify("app.settings.saved", { type: "success" });
    } catch (failure) {
      const message = serverMessageOf(failure) ?? "app.settings.failed";
      notify(message, { type: "error", messageArgs: { _: message } });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate sx={{ maxWidth: 480 }}>
      <Stack spacing={2}>
        {FIELDS.map((name) => (
          <PasswordField
            key={name}
            label={translate(LABELS[name])}
            value={values[name]}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            invalid={name in errors}
            message={messages[name]}
            autoComplete={name === "currentPassword" ? "current-password" : "new-password"}
            disabled={pending}
          />
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate("app.settings.save")}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
