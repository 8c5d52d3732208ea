import type { Core } from "@strapi/strapi";
import { publicBaseUrl, s3Storage } from "../src/uploads/s3-storage";

// Strapi's panel shows the uploads from where browsers read them: the bucket (or its CDN) when S3 is on.
function uploadsOrigins(): string[] {
  const bucket = s3Storage();
  return bucket ? [new URL(publicBaseUrl(bucket)).origin] : [];
}

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  "strapi::logger",
  "strapi::errors",
  "global::conflicts",
  {
    name: "strapi::security",
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          "connect-src": ["'self'", "https:"],
          "img-src": ["'self'", "data:", "blob:", ...uploadsOrigins()],
          "media-src": ["'self'", "data:", "blob:", ...uploadsOrigins()],
          // Nobody frames the API or Strapi's panel (clickjacking).
          "frame-ancestors": ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      frameguard: { action: "deny" },
    },
  },
  {
    name: "strapi::cors",
    config: {
      origin: env(
        "CORS_ORIGINS",
        "http://localhost:5173,http://127.0.0.1:5173,http://localhost:3000,http://127.0.0.1:3000",
      ).split(","),
      headers: ["Content-Type", "Authorization", "Origin", "Accept", "Idempotency-Key", "If-Match"],
      expose: ["Content-Disposition"],
    },
  },
  "strapi::poweredBy",
  "strapi::query",
  {
    name: "strapi::body",
    config: {
      formLimit: "1mb",
      jsonLimit: "1mb",
      textLimit: "1mb",
      formidable: { maxFileSize: 10 * 1024 * 1024 },
    },
  },
  "strapi::session",
  "strapi::favicon",
  "global::upload-headers",
  "strapi::public",
];
