/** The public site's address (PUBLIC_SITE_URL) without its trailing slash, or null when it is not set. */
export const publicSiteUrl = (): string | null => (process.env.PUBLIC_SITE_URL || "").replace(/\/+$/, "") || null;
