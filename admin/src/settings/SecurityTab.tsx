import { useState } from "react";
import { Stack } from "@mui/material";
import { Form, PasswordInput, SaveButton, useDataProvider, useNotify } from "react-admin";
import { useFormState, type FieldValues } from "react-hook-form";
import { serverFieldErrors } from "../providers/fieldErrors";
import { replaceSessionToken } from "../providers/authStorage";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { serverMessageOf } from "../providers/http";
import {
  emptyPasswordChange,
  PASSWORD_FIELDS,
  passwordChangeResolver,
  type PasswordChange,
  type PasswordChangeField,
} from "./passwordChange";

const LABELS: Record<PasswordChangeField, string> = {
  currentPassword: "app.password.current",
  newPassword: "app.password.new",
  confirmPassword: "app.password.confirm",
};

/** A password is taken as typed: spaces count, and an emptied input stays "" for the schema. */
const asTyped = (value: string) => value;

const SavePasswordButton = () => {
  const { isSubmitting } = useFormState();
  // Enabled on a pristine form too (as before): submitting it says what is missing.
  return <SaveButton label="app.settings.save" alwaysEnable={!isSubmitting} disabled={isSubmitting} />;
};

/** The settings' "Sécurité" tab (spec 000 points 2, 5 and 8). */
export const SecurityTab = () => {
  const notify = useNotify();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  // A new form, emptied, after each change of password.
  const [round, setRound] = useState(0);

  const submit = async ({ currentPassword, newPassword }: PasswordChange) => {
    try {
      // The server ends every session on a password change and answers a fresh token for this one.
      replaceSessionToken(await dataProvider.updatePassword(currentPassword, newPassword));
      setRound((current) => current + 1);
      notify("app.settings.saved", { type: "success" });
      return undefined;
    } catch (failure) {
      const message = serverMessageOf(failure) ?? "app.settings.failed";
      notify(message, { type: "error", messageArgs: { _: message } });
      return serverFieldErrors(failure);
    }
  };

  return (
    <Form
      key={round}
      record={emptyPasswordChange}
      resolver={passwordChangeResolver}
      onSubmit={(values: FieldValues) => submit(values as PasswordChange)}
      disableInvalidFormNotification
      noValidate
    >
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {PASSWORD_FIELDS.map((name) => (
          <PasswordInput
            key={name}
            source={name}
            label={LABELS[name]}
            parse={asTyped}
            autoComplete={name === "currentPassword" ? "current-password" : "new-password"}
            isRequired
            helperText={false}
          />
        ))}
        <div>
          <SavePasswordButton />
        </div>
      </Stack>
    </Form>
  );
};
