import { config } from "../config.server";
import type { Language } from "../i18n";

const COOKIE_NAME = "lng";
const ONE_YEAR_IN_SECONDS = 60 * 60 * 24 * 365;

/**
 * The raw value of the `lng` cookie. Kept as a plain value (`lng=ar`) rather
 * than Remix's base64-JSON cookie encoding so the choice is readable and can be
 * set by hand; remix-i18next checks it against the supported languages.
 */
export function readLanguageCookie(request: Request): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const pair of header.split(";")) {
    const [name, value] = pair.trim().split("=", 2);
    if (name === COOKIE_NAME && value) return value;
  }
  return null;
}

export function serializeLanguageCookie(language: Language): string {
  const attributes = [
    `${COOKIE_NAME}=${language}`,
    "Path=/",
    `Max-Age=${ONE_YEAR_IN_SECONDS}`,
    "SameSite=Lax",
    "HttpOnly",
  ];
  // Only mark it Secure when the site is served over HTTPS, so it still works
  // on http://localhost.
  if (config.PUBLIC_SITE_URL.startsWith("https:")) attributes.push("Secure");
  return attributes.join("; ");
}
