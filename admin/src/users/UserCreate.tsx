import { useState, type FormEvent } from "react";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { Link } from "react-router-dom";
import { Title, useTranslate } from "react-admin";
import { USER_ROLE_DESCRIPTIONS, type UserCreateData, type UserRole } from "@agency/shared";
import { PasswordField } from "../fields/PasswordField";
import { DeletionDialogs } from "../deletion/DeletionDialogs";
import { useCreateUserWithCode } from "./useCreateUserWithCode";
import { checkUserForm, emptyUserForm, isUserFormComplete, type UserField } from "./userCreateForm";

const KEYS = "app.users_screen.create";

// Writer first, as the spec lists the choices; the values are the API's role names.
const ROLE_CHOICES: ReadonlyArray<{ value: UserRole; label: string }> = [
  { value: "Écrivain", label: `${KEYS}.role_writer` },
  { value: "admin", label: `${KEYS}.role_admin` },
];

/** /users/add (admin only): the form, then the one-time-code confirmation (spec 000 point 4). */
export const UserCreate = () => {
  const translate = useTranslate();
  const [values, setValues] = useState(emptyUserForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // What the confirmation covers: the checked values, registered once the code is verified.
  const [checked, setChecked] = useState<UserCreateData | null>(null);
  const flow = useCreateUserWithCode(setErrors);
  const busy = flow.state.step !== "idle";

  const set = (field: UserField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkUserForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setChecked(check.data);
    flow.open();
  };

  const roleLabel = (role: unknown) => {
    const choice = ROLE_CHOICES.find((candidate) => candidate.value === role);
    return choice ? translate(choice.label) : "";
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title={`${KEYS}.title`} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate(`${KEYS}.title`)}
        </Typography>
        <Box component="form" onSubmit={handleSubmit} noValidate>
          <Stack spacing={2}>
            <TextField
              label={translate(`${KEYS}.name`)}
              value={values.name}
              onChange={(event) => set("name")(event.target.value)}
              error={"name" in errors}
              helperText={errors.name}
              autoComplete="off"
              required
              fullWidth
            />
            <TextField
              label={translate(`${KEYS}.email`)}
              type="email"
              value={values.email}
              onChange={(event) => set("email")(event.target.value)}
              error={"email" in errors}
              helperText={errors.email}
              autoComplete="off"
              required
              fullWidth
            />
            <PasswordField
              label={translate(`${KEYS}.password`)}
              value={values.password}
              onChange={set("password")}
              invalid={"password" in errors}
              message={errors.password}
              autoComplete="new-password"
            />
            <TextField
              select
              label={translate(`${KEYS}.role`)}
              value={values.role}
              onChange={(event) => set("role")(event.target.value)}
              error={"role" in errors}
              helperText={errors.role}
              required
              fullWidth
              // The closed select shows the role alone; the menu adds each role's description.
              slotProps={{ select: { renderValue: roleLabel } }}
            >
              {ROLE_CHOICES.map((choice) => (
                <MenuItem key={choice.value} value={choice.value}>
                  <Stack>
                    <span>{translate(choice.label)}</span>
                    <Typography variant="body2" color="text.secondary">
                      {USER_ROLE_DESCRIPTIONS[choice.value]}
                    </Typography>
                  </Stack>
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={2}>
              <Button component={Link} to="/users" startIcon={<ArrowBackIcon />}>
                {translate(`${KEYS}.back`)}
              </Button>
              <Button type="submit" variant="contained" disabled={busy || !isUserFormComplete(values)}>
                {translate(`${KEYS}.submit`)}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </CardContent>
      {/* The deletion's code dialogs, with the add-user wording. */}
      <DeletionDialogs
        messages={KEYS}
        tone="primary"
        state={flow.state}
        itemName={checked?.name ?? ""}
        onCancel={flow.cancel}
        onConfirm={() => void flow.confirm()}
        onCodeChange={flow.setCode}
        onVerify={() => {
          if (checked) void flow.verify(checked);
        }}
      />
    </Card>
  );
};
