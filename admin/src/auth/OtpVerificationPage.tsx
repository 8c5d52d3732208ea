import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Link as RouterLink, Navigate, useLocation } from "react-router-dom";
import { Box, Button, Link, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { firstZodMessage, otpCodeSchema } from "@agency/shared";
import { serverMessageOf } from "../providers/http";
import { AuthCard } from "./AuthCard";
import { OtpBoxes, type OtpBoxesHandle } from "./OtpBoxes";
import { emptyDigits } from "./otpDigits";
import { carryToken, readCarried, sendResetCode, verifyResetCode } from "./passwordReset";
import { useDelayedNavigate, useResetNotify } from "./resetPageHooks";

/** /otp-verification: needs the e-mail the previous step carried, else back to its start. */
export const OtpVerificationPage = () => {
  const location = useLocation();
  const [carried] = useState(() => readCarried(location.state));
  if (!carried.email) return <Navigate to="/forgot-password" replace />;
  return <OtpVerificationForm email={carried.email} />;
};

const OtpVerificationForm = ({ email }: { email: string }) => {
  const translate = useTranslate();
  const notify = useResetNotify();
  const navigateLater = useDelayedNavigate();
  const boxes = useRef<OtpBoxesHandle>(null);
  const [digits, setDigits] = useState(emptyDigits);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = otpCodeSchema.safeParse(digits.join(""));
    if (!parsed.success) {
      setError(firstZodMessage(parsed.error));
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const resetToken = await verifyResetCode(email, parsed.data);
      carryToken(resetToken);
      notify("app.password_reset.verified", "success");
      navigateLater("/reset-password", 1200, { email, resetToken });
    } catch (failure) {
      // Rendered at once: the boxes must be enabled again before the first one takes focus.
      flushSync(() => {
        setPending(false);
        setDigits(emptyDigits());
      });
      boxes.current?.focusFirst();
      notify(serverMessageOf(failure) ?? "app.password_reset.verify_failed", "error");
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await sendResetCode(email);
      notify("app.password_reset.code_sent", "success");
    } catch (failure) {
      notify(serverMessageOf(failure) ?? "app.password_reset.send_failed", "error");
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard title={translate("app.password_reset.otp_title")}>
      <Box component="form" onSubmit={handleSubmit} noValidate>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate("app.password_reset.otp_intro", { email })}
          </Typography>
          <OtpBoxes ref={boxes} digits={digits} onChange={setDigits} error={error} disabled={pending} />
          <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
            {translate("app.password_reset.verify")}
          </Button>
          <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
            <Link component={RouterLink} to="/login">
              {translate("app.password_reset.back_to_login")}
            </Link>
            <Button variant="text" onClick={() => void resend()} disabled={resending || pending}>
              {translate("app.password_reset.resend")}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </AuthCard>
  );
};
