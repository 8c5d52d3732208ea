import { CODE_SEND_LIMIT, CODE_VERIFY_LIMIT, RESET_SEND_LIMIT, RESET_VERIFY_LIMIT } from "../../../auth/rate-limits";

export default {
  routes: [
    {
      method: "POST",
      path: "/delete-otp/generate",
      handler: "api::one-time-code.deletion-code.generate",
      config: { middlewares: [CODE_SEND_LIMIT()] },
    },
    {
      method: "POST",
      path: "/delete-otp/verify",
      handler: "api::one-time-code.deletion-code.verify",
      config: { middlewares: [CODE_VERIFY_LIMIT()] },
    },
    // Password reset: visitors who cannot sign in, hence no token.
    {
      method: "POST",
      path: "/otp/send",
      handler: "api::one-time-code.password-reset.send",
      config: { auth: false, middlewares: [RESET_SEND_LIMIT()] },
    },
    {
      method: "POST",
      path: "/otp/verify",
      handler: "api::one-time-code.password-reset.verify",
      config: { auth: false, middlewares: [RESET_VERIFY_LIMIT()] },
    },
    {
      method: "POST",
      path: "/auth/reset-password",
      handler: "api::one-time-code.password-reset.reset",
      config: { auth: false, middlewares: [RESET_VERIFY_LIMIT()] },
    },
  ],
};
