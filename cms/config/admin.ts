import type { Core } from "@strapi/strapi";
import { siteSecret } from "../src/auth/visitor";
import { previewUrl } from "../src/preview/handler";
import { publicSiteUrl } from "../src/site/public-url";
import { requireEnv } from "../src/utils/require-env";

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const site = publicSiteUrl();
  return {
    auth: {
      secret: requireEnv("ADMIN_JWT_SECRET"),
    },
    apiToken: {
      salt: requireEnv("API_TOKEN_SALT"),
    },
    transfer: {
      token: {
        salt: requireEnv("TRANSFER_TOKEN_SALT"),
      },
    },
    secrets: {
      encryptionKey: requireEnv("ENCRYPTION_KEY"),
    },
    flags: {
      nps: false,
      promoteEE: false,
    },
    watchIgnoreFiles: ["**/tests/**"],
    autoOpen: false,
    url: env("ADMIN_PANEL_URL", "/admin"),
    // The "Open preview" button of articles and the site's text shows the site's rendering (src/preview).
    preview: {
      enabled: Boolean(site && siteSecret()),
      config: { allowedOrigins: site ? [new URL(site).origin] : [], handler: previewUrl },
    },
  };
};
