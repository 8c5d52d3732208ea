import { useState, type FormEvent } from "react";
import { Link as RouterLink, Navigate, useLocation } from "react-router-dom";
import { Box, Button, Link, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { resetPasswordSchema, zodFieldErrors } from "@agency/shared";
import { distinctFieldMessages } from "../fields/formErrors";
import { PasswordField } from "../fields/PasswordField";
import { serverMessageOf } from "../providers/http";
import { AuthCard } from "./AuthCard";
import { clearCarried, readCarried, resetPassword } from "./passwordReset";
import { useDelayedNavigate, useResetNotify } from "./resetPageHooks";

const FIELDS = ["password", "confirmPassword"] as const;

/** /reset-password: needs the e-mail and token of the previous steps, else back to their start. */
export const ResetPasswordPage = () => {
  const location = useLocation();
  // Read once: the keys are cleared on success, before the move to /login.
  const [carried] = useState(() => readCarried(location.state));
  if (!carried.email || !carried.resetToken) return <Navigate to="/forgot-password" replace />;
  return <ResetPasswordForm email={carried.email} resetToken={carried.resetToken} />;
};

const ResetPasswordForm = ({ email, resetToken }: { email: string; resetToken: string }) => {
  const translate = useTranslate();
  const notify = useResetNotify();
  const navigateLater = useDelayedNavigate();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const messages = distinctFieldMessages(errors, FIELDS);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resetPasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await resetPassword(email, resetToken, parsed.data.password);
      clearCarried();
      notify("app.password_reset.reset_done", "success");
      navigateLater("/login", 1500);
    } catch (failure) {
      setPending(false);
      notify(serverMessageOf(failure) ?? "app.password_reset.reset_failed", "error");
    }
  };

  const field = (name: (typeof FIELDS)[number]) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    invalid: name in errors,
    message: messages[name],
    autoComplete: "new-password" as const,
    disabled: pending,
  });

  return (
    <AuthCard title={translate("app.password_reset.reset_title")}>
      <Box component="form" onSubmit={handleSubmit} noValidate>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate("app.password_reset.reset_intro")}
          </Typography>
          <PasswordField label={translate("app.password.new")} autoFocus {...field("password")} />
          <PasswordField label={translate("app.password.confirm")} {...field("confirmPassword")} />
          <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
            {translate("app.password_reset.reset")}
          </Button>
          <Link component={RouterLink} to="/login" sx={{ alignSelf: "center" }}>
            {translate("app.password_reset.back_to_login")}
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
};
