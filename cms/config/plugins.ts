import type { Core } from "@strapi/strapi";
import { UPLOAD_TYPES } from "@agency/shared";
import { s3ProviderOptions, s3Storage } from "../src/uploads/s3-storage";
import { requireEnv } from "../src/utils/require-env";

/** An S3-compatible bucket when S3_BUCKET is set (several cms processes share it); else public/uploads on disk. */
function uploadProvider() {
  const bucket = s3Storage();
  return bucket ? { provider: "aws-s3", providerOptions: s3ProviderOptions(bucket) } : {};
}

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  "users-permissions": {
    config: {
      jwtSecret: requireEnv("JWT_SECRET"),
      jwt: { expiresIn: env("JWT_EXPIRES_IN", "7d") },
      register: { allowedFields: ["name"] },
    },
  },
  email: {
    config: {
      provider: "nodemailer",
      providerOptions: {
        host: env("SMTP_HOST", "127.0.0.1"),
        port: env.int("SMTP_PORT", 1025),
        secure: env.bool("SMTP_SECURE", false),
        ignoreTLS: !env.bool("SMTP_SECURE", false) && !env("SMTP_USERNAME", ""),
        ...(env("SMTP_USERNAME", "") ? { auth: { user: env("SMTP_USERNAME"), pass: env("SMTP_PASSWORD") } } : {}),
        // An attempt on a server that stops answering fails within a minute (nodemailer's defaults wait up to 10),
        // long before another process takes its mail back as stuck (mail/worker.ts, 15 min) and sends it twice.
        connectionTimeout: env.int("SMTP_TIMEOUT_MS", 60_000),
        greetingTimeout: env.int("SMTP_TIMEOUT_MS", 60_000),
        socketTimeout: env.int("SMTP_TIMEOUT_MS", 60_000),
      },
      settings: {
        defaultFrom: env("EMAIL_FROM", "Agence Digitale <no-reply@agence.ma>"),
        defaultReplyTo: env("EMAIL_REPLY_TO", "contact@agence.ma"),
      },
    },
  },
  upload: {
    config: {
      sizeLimit: 10 * 1024 * 1024,
      // Strapi's own check (declared type, extension, content); the upload service then decides by content alone.
      security: { allowedTypes: [...UPLOAD_TYPES] },
      ...uploadProvider(),
    },
  },
  i18n: {
    enabled: true,
  },
});
