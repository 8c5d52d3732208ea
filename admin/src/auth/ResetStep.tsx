import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Box, Button, Link, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { AuthCard } from "./AuthCard";

interface ResetStepProps {
  /** Translation keys of the heading, the sentence under it and the submit button. */
  title: string;
  intro: string;
  submit: string;
  /** Values of the intro's placeholders. */
  introArgs?: Record<string, string>;
  busy: boolean;
  onSubmit: () => void;
  /** An action beside "Retour à la connexion" (the code page's "Renvoyer le code"). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of the three password-reset steps: the fields, their submit button and the way back to /login. */
export const ResetStep = ({ title, intro, submit, introArgs, busy, onSubmit, aside, children }: ResetStepProps) => {
  const translate = useTranslate();
  const backToLogin = (
    <Link component={RouterLink} to="/login" sx={aside ? undefined : { alignSelf: "center" }}>
      {translate("app.password_reset.back_to_login")}
    </Link>
  );
  return (
    <AuthCard title={translate(title)}>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate(intro, introArgs)}
          </Typography>
          {children}
          <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
            {translate(submit)}
          </Button>
          {aside ? (
            <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
              {backToLogin}
              {aside}
            </Stack>
          ) : (
            backToLogin
          )}
        </Stack>
      </Box>
    </AuthCard>
  );
};
