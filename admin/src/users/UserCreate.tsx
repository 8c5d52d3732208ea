import { useState } from "react";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { Link } from "react-router-dom";
import { Form, PasswordInput, SaveButton, SelectInput, TextInput, Title, useTranslate } from "react-admin";
import { useWatch, type FieldValues } from "react-hook-form";
import { USER_ROLE_DESCRIPTIONS, type UserCreateData, type UserRole } from "@agency/shared";
import { CodeFlowDialogs } from "../deletion/CodeFlowDialogs";
import { useCodeFlow, type CodeFlow } from "../deletion/useCodeFlow";
import {
  emptyUserForm,
  isUserFormComplete,
  userCreateResolver,
  type UserField,
  type UserFormValues,
} from "./userCreateForm";
import { useRegistration } from "./useRegistration";

const KEYS = "app.users_screen.create";

// Writer first, as the spec lists the choices; the values are the API's role names.
const ROLE_CHOICES: Array<{ id: UserRole; label: string }> = [
  { id: "Écrivain", label: `${KEYS}.role_writer` },
  { id: "admin", label: `${KEYS}.role_admin` },
];

/** Every input is required and has no helper text: only its error shows under it. */
const field = (source: UserField) => ({
  source,
  label: `${KEYS}.${source}`,
  isRequired: true,
  helperText: false as const,
});

/** A role in the menu: its name and what it may do. */
const RoleOption = ({ label, role }: { label: string; role: UserRole }) => {
  const translate = useTranslate();
  return (
    <Stack>
      <span>{translate(label)}</span>
      <Typography variant="body2" color="text.secondary">
        {USER_ROLE_DESCRIPTIONS[role]}
      </Typography>
    </Stack>
  );
};

/** "Créer l'utilisateur": disabled until every field holds something, and while the code is asked for. */
const CreateUserButton = ({ busy }: { busy: boolean }) => {
  const values = useWatch<UserFormValues>();
  const disabled = busy || !isUserFormComplete(values);
  return <SaveButton label={`${KEYS}.submit`} alwaysEnable={!disabled} disabled={disabled} />;
};

/** The one-time-code dialogs, with the add-user wording, for registering `user`. */
const RegistrationDialogs = ({ flow, user }: { flow: CodeFlow; user: UserCreateData }) => {
  const registration = useRegistration(user);
  return <CodeFlowDialogs flow={flow} action={registration} itemName={user.name} messages={KEYS} tone="primary" />;
};

/** /users/add (admin only): the form, then the one-time-code confirmation (spec 000 point 4). */
export const UserCreate = () => {
  const translate = useTranslate();
  // What the confirmation covers: the checked values, registered once the code is verified.
  const [checked, setChecked] = useState<UserCreateData | null>(null);
  const flow = useCodeFlow("users");

  const roleLabel = (role: unknown) => {
    const choice = ROLE_CHOICES.find((candidate) => candidate.id === role);
    return choice ? translate(choice.label) : "";
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title={`${KEYS}.title`} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate(`${KEYS}.title`)}
        </Typography>
        <Form
          record={emptyUserForm}
          resolver={userCreateResolver}
          // The resolver answers the schema's output: the trimmed values to register.
          onSubmit={(values: FieldValues) => {
            setChecked(values as UserCreateData);
            flow.open();
          }}
          disableInvalidFormNotification
          noValidate
          warnWhenUnsavedChanges
        >
          <Stack spacing={2} sx={{ width: "100%" }}>
            <TextInput {...field("name")} autoComplete="off" />
            <TextInput {...field("email")} type="email" autoComplete="off" />
            <PasswordInput {...field("password")} autoComplete="new-password" />
            <SelectInput
              {...field("role")}
              choices={ROLE_CHOICES}
              optionText={(choice: { id: UserRole; label: string }) => (
                <RoleOption label={choice.label} role={choice.id} />
              )}
              // The closed select shows the role alone; the menu adds each role's description.
              slotProps={{ select: { renderValue: roleLabel } }}
            />
            <Stack direction="row" spacing={2}>
              <Button component={Link} to="/users" startIcon={<ArrowBackIcon />}>
                {translate(`${KEYS}.back`)}
              </Button>
              <CreateUserButton busy={flow.state.step !== "idle"} />
            </Stack>
          </Stack>
          {checked && <RegistrationDialogs flow={flow} user={checked} />}
        </Form>
      </CardContent>
    </Card>
  );
};
