import { Route } from "react-router-dom";
import { ForgotPasswordPage } from "../auth/ForgotPasswordPage";
import { OtpVerificationPage } from "../auth/OtpVerificationPage";
import { ResetPasswordPage } from "../auth/ResetPasswordPage";

/** Password-reset screens: reachable signed out, outside the layout. */
export const publicRoutes = [
  <Route key="/forgot-password" path="/forgot-password" element={<ForgotPasswordPage />} />,
  <Route key="/otp-verification" path="/otp-verification" element={<OtpVerificationPage />} />,
  <Route key="/reset-password" path="/reset-password" element={<ResetPasswordPage />} />,
];
