import { useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Box, Button, Link, Stack, TextField, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { firstZodMessage, forgotPasswordSchema } from "@agency/shared";
import { serverMessageOf } from "../providers/http";
import { AuthCard } from "./AuthCard";
import { carryEmail, sendResetCode } from "./passwordReset";
import { useDelayedNavigate, useResetNotify } from "./resetPageHooks";

/** /forgot-password: e-mails a 6-digit code, then the code page after 1 s. */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const notify = useResetNotify();
  const navigateLater = useDelayedNavigate();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(firstZodMessage(parsed.error));
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await sendResetCode(parsed.data.email);
      carryEmail(parsed.data.email);
      notify("app.password_reset.code_sent", "success");
      // Stays pending until the page changes, so the code is not requested twice.
      navigateLater("/otp-verification", 1000, { email: parsed.data.email });
    } catch (failure) {
      setPending(false);
      notify(serverMessageOf(failure) ?? "app.password_reset.send_failed", "error");
    }
  };

  return (
    <AuthCard title={translate("app.password_reset.forgot_title")}>
      <Box component="form" onSubmit={handleSubmit} noValidate>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate("app.password_reset.forgot_intro")}
          </Typography>
          <TextField
            label={translate("app.auth.email")}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            autoComplete="email"
            autoFocus
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
            {translate("app.password_reset.send_code")}
          </Button>
          <Link component={RouterLink} to="/login" sx={{ alignSelf: "center" }}>
            {translate("app.password_reset.back_to_login")}
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
};
