import { Link as RouterLink } from "react-router-dom";
import { Alert, Box, Button, Checkbox, FormControlLabel, Link, Stack, TextField } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useLogin, useNotify, useTranslate } from "react-admin";
import type { LoginParams } from "../providers/authProvider";
import { AuthCard } from "./AuthCard";

const readCredentials = (form: HTMLFormElement): LoginParams => {
  const fields = new FormData(form);
  return {
    username: String(fields.get("email") ?? ""),
    password: String(fields.get("password") ?? ""),
    remember: fields.get("remember") !== null,
  };
};

/**
 * /login. The browser enforces the required e-mail and password (type="email"); the
 * authProvider answers where to go next by role (admin → /dashboard, Écrivain → /messages).
 */
export const LoginPage = () => {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const signIn = useMutation({
    mutationFn: (credentials: LoginParams) => login(credentials),
    onError: (error: unknown) => {
      const message = error instanceof Error && error.message ? error.message : "app.auth.failed";
      notify(message, { type: "error" });
    },
  });
  // Stays on after success: the page changes.
  const loading = signIn.isPending || signIn.isSuccess;

  return (
    <AuthCard title={translate("app.auth.title")}>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          signIn.mutate(readCredentials(event.currentTarget));
        }}
      >
        <Stack spacing={1}>
          {signIn.isError && <Alert severity="error">{translate("app.auth.failed_on_page")}</Alert>}
          <TextField
            id="email"
            name="email"
            type="email"
            label={translate("app.auth.email")}
            autoComplete="email"
            required
            autoFocus
          />
          <TextField
            id="password"
            name="password"
            type="password"
            label={translate("app.auth.password")}
            autoComplete="current-password"
            required
          />
          <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
            <FormControlLabel
              control={<Checkbox id="remember" name="remember" />}
              label={translate("app.auth.remember_me")}
            />
            <Link component={RouterLink} to="/forgot-password">
              {translate("app.auth.forgot_password")}
            </Link>
          </Stack>
          <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
            {translate(loading ? "app.auth.signing_in" : "app.auth.sign_in")}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
};
