import { useState } from "react";
import { TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { firstZodMessage, forgotPasswordSchema } from "@agency/shared";
import { carryEmail } from "./passwordReset";
import { isStepBusy, useDelayedNavigate, useSendResetCode } from "./resetPageHooks";
import { ResetStep } from "./ResetStep";

/** /forgot-password: e-mails a 6-digit code, then the code page after 1 s. */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const navigateLater = useDelayedNavigate();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const send = useSendResetCode((sent) => {
    carryEmail(sent);
    navigateLater("/otp-verification", 1000, { email: sent });
  });

  const submit = () => {
    const parsed = forgotPasswordSchema.safeParse({ email });
    setError(parsed.success ? undefined : firstZodMessage(parsed.error));
    if (parsed.success) send.mutate(parsed.data.email);
  };

  return (
    <ResetStep
      title="app.password_reset.forgot_title"
      intro="app.password_reset.forgot_intro"
      submit="app.password_reset.send_code"
      busy={isStepBusy(send)}
      onSubmit={submit}
    >
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
    </ResetStep>
  );
};
