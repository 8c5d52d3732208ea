import { useEffect, useRef, useState } from "react";
import { Navigate } from "react-router-dom";
import { Button } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useTranslate } from "react-admin";
import { firstZodMessage, otpCodeSchema } from "@agency/shared";
import { OtpBoxes, type OtpBoxesHandle } from "./OtpBoxes";
import { emptyDigits } from "./otpDigits";
import { carryToken, verifyResetCode } from "./passwordReset";
import { isStepBusy, useCarriedReset, useDelayedNavigate, useResetNotify, useSendResetCode } from "./resetPageHooks";
import { ResetStep } from "./ResetStep";

/** /otp-verification: needs the e-mail the previous step carried, else back to its start. */
export const OtpVerificationPage = () => {
  const { email } = useCarriedReset();
  return email ? <OtpVerificationForm email={email} /> : <Navigate to="/forgot-password" replace />;
};

const OtpVerificationForm = ({ email }: { email: string }) => {
  const translate = useTranslate();
  const notify = useResetNotify();
  const navigateLater = useDelayedNavigate();
  const boxes = useRef<OtpBoxesHandle>(null);
  const [digits, setDigits] = useState(emptyDigits);
  const [error, setError] = useState<string>();
  const resend = useSendResetCode();
  const verify = useMutation({
    mutationFn: (code: string) => verifyResetCode(email, code),
    onSuccess: (resetToken) => {
      carryToken(resetToken);
      notify.success("app.password_reset.verified");
      navigateLater("/reset-password", 1200, { email, resetToken });
    },
    onError: (failure) => {
      setDigits(emptyDigits());
      notify.failure(failure, "app.password_reset.verify_failed");
    },
  });
  const busy = isStepBusy(verify);

  // After a refused code, once the emptied boxes are enabled again, the first one takes the focus.
  useEffect(() => {
    if (verify.isError) boxes.current?.focusFirst();
  }, [verify.isError]);

  const submit = () => {
    const parsed = otpCodeSchema.safeParse(digits.join(""));
    setError(parsed.success ? undefined : firstZodMessage(parsed.error));
    if (parsed.success) verify.mutate(parsed.data);
  };

  return (
    <ResetStep
      title="app.password_reset.otp_title"
      intro="app.password_reset.otp_intro"
      introArgs={{ email }}
      submit="app.password_reset.verify"
      busy={busy}
      onSubmit={submit}
      aside={
        <Button variant="text" onClick={() => resend.mutate(email)} disabled={resend.isPending || busy}>
          {translate("app.password_reset.resend")}
        </Button>
      }
    >
      <OtpBoxes ref={boxes} digits={digits} onChange={setDigits} error={error} disabled={busy} />
    </ResetStep>
  );
};
