/** The secrets Strapi's runtime configuration demands (cms/config): none has a default. */
export const STRAPI_SECRETS = [
  "APP_KEYS",
  "API_TOKEN_SALT",
  "ADMIN_JWT_SECRET",
  "TRANSFER_TOKEN_SALT",
  "JWT_SECRET",
  "ENCRYPTION_KEY",
];
