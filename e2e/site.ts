import type { BrowserContext } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { CMS_URL, SITE_URL } from "./urls";

/** Helpers of the public-site journeys (site-*.spec.ts). */

export const SITE_LANGUAGES = [
  { code: "fr", dir: "ltr", label: "Français" },
  { code: "en", dir: "ltr", label: "English" },
  { code: "ar", dir: "rtl", label: "العربية" },
] as const;

export type SiteLanguage = (typeof SITE_LANGUAGES)[number]["code"];

/** Every public page of spec 000 point 2 (the detail pages with a seeded id). */
export const PUBLIC_PATHS = [
  "/",
  "/propos",
  "/Propos",
  "/services",
  "/blog",
  "/faq",
  "/contact",
  "/projects",
  "/projects/riad-dar-zitoun-marrakech",
];

export async function useLanguage(context: BrowserContext, code: SiteLanguage): Promise<void> {
  await context.addCookies([{ name: "lng", value: code, url: SITE_URL }]);
}

/** A token of the demo admin, for reading what the back-office lists. */
export async function adminToken(): Promise<string> {
  const admin = DEMO_ACCOUNTS[0]!;
  const response = await fetch(`${CMS_URL}/api/auth/local`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ identifier: admin.email, password: admin.password }),
  });
  const json = (await response.json()) as { jwt: string };
  return json.jwt;
}

export async function cmsJson<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${CMS_URL}${path}`, {
    ...rest,
    headers: {
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(rest.headers ?? {}),
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${rest.method ?? "GET"} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** The documentId of the first published article (French list, newest first, as the blog shows them). */
export async function firstArticleId(): Promise<string> {
  const answer = await cmsJson<{ data: Array<{ documentId: string }> }>(
    "/api/articles?locale=fr&sort[0]=date:desc&pagination[pageSize]=1",
  );
  return answer.data[0]!.documentId;
}
