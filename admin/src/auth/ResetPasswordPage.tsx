import { useState } from "react";
import { Navigate } from "react-router-dom";
import { useMutation } from "@tanstack/react-query";
import { useTranslate } from "react-admin";
import { resetPasswordSchema, zodFieldErrors } from "@agency/shared";
import { PasswordField } from "../fields/PasswordField";
import { clearCarried, resetPassword } from "./passwordReset";
import { isStepBusy, useCarriedReset, useDelayedNavigate, useResetNotify } from "./resetPageHooks";
import { ResetStep } from "./ResetStep";

const emptyPasswords = { password: "", confirmPassword: "" };

/** /reset-password: needs the e-mail and token of the previous steps, else back to their start. */
export const ResetPasswordPage = () => {
  const { email, resetToken } = useCarriedReset();
  if (!email || !resetToken) return <Navigate to="/forgot-password" replace />;
  return <ResetPasswordForm email={email} resetToken={resetToken} />;
};

const ResetPasswordForm = ({ email, resetToken }: { email: string; resetToken: string }) => {
  const translate = useTranslate();
  const notify = useResetNotify();
  const navigateLater = useDelayedNavigate();
  const [values, setValues] = useState(emptyPasswords);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(email, resetToken, password),
    onSuccess: () => {
      clearCarried();
      notify.success("app.password_reset.reset_done");
      navigateLater("/login", 1500);
    },
    onError: (failure) => notify.failure(failure, "app.password_reset.reset_failed"),
  });

  const submit = () => {
    const parsed = resetPasswordSchema.safeParse(values);
    setErrors(parsed.success ? {} : zodFieldErrors(parsed.error));
    if (parsed.success) reset.mutate(parsed.data.password);
  };

  const field = (name: keyof typeof emptyPasswords) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    invalid: name in errors,
    message: errors[name],
    autoComplete: "new-password" as const,
    disabled: isStepBusy(reset),
  });

  return (
    <ResetStep
      title="app.password_reset.reset_title"
      intro="app.password_reset.reset_intro"
      submit="app.password_reset.reset"
      busy={isStepBusy(reset)}
      onSubmit={submit}
    >
      <PasswordField label={translate("app.password.new")} autoFocus {...field("password")} />
      <PasswordField label={translate("app.password.confirm")} {...field("confirmPassword")} />
    </ResetStep>
  );
};
