import { expect, type Page } from "@playwright/test";
import { ADMIN_URL, CMS_URL } from "./urls";
import { mailSnapshot, waitForCode } from "./mail";

/**
 * Types in a list's search box and waits until the list is searched (the address holds the search):
 * a click on a row of the list as it was before would be undone when the search applies.
 */
export async function searchList(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder(/rechercher/i).fill(text);
  const searched = encodeURIComponent(`"q":${JSON.stringify(text)}`);
  await page.waitForURL((url) => url.href.includes(searched));
}

export async function signIn(page: Page, email: string, password: string, remember = false): Promise<void> {
  await page.goto(`${ADMIN_URL}/login`);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("textbox", { name: "Mot de passe" }).fill(password);
  if (remember) await page.getByLabel("Se souvenir de moi").check();
  await page.getByRole("button", { name: "Se connecter" }).click();
}

/**
 * Signs the tab in as `account` without going through the form: it holds the session the form leaves ("Se souvenir
 * de moi" unticked: sessionStorage and the browser-session cookie), for the tests whose subject is elsewhere; the
 * form itself is tested by admin-login.spec.ts. Saves each test the login page and the dashboard it lands on.
 */
export async function signInTab(page: Page, account: { email: string; password: string }): Promise<void> {
  const session = await post("/api/auth/local", { identifier: account.email, password: account.password });
  // A small file of the back-office's origin, whose storage the app reads (admin/src/providers/authStorage.ts).
  await page.goto(`${ADMIN_URL}/favicon.svg`);
  await page.evaluate(
    (value) => {
      sessionStorage.setItem("agency.auth", value);
      document.cookie = "agency_tab_session=1; Path=/; SameSite=Strict";
    },
    JSON.stringify({ jwt: session.jwt, user: session.user }),
  );
}

/** Opens `path` of the back-office in a tab signed in as `account` (signInTab). */
export async function openSignedIn(
  page: Page,
  account: { email: string; password: string },
  path: string,
): Promise<void> {
  await signInTab(page, account);
  await page.goto(`${ADMIN_URL}${path}`);
}

/** Opens the page of the first row of the list at `path` whose number matches `number`; answers that number. */
export async function openFirstNumbered(page: Page, path: "/invoices" | "/quotes", number: RegExp): Promise<string> {
  await page.goto(`${ADMIN_URL}${path}`);
  await page.getByRole("row").filter({ hasText: number }).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}/[a-z0-9]+$`));
  return number.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![0];
}

/**
 * Opens, signed in as `account`, the page of the list's first numbered invoice (an issued one: a draft has no number
 * yet); answers its number.
 */
export async function openIssuedInvoice(page: Page, account: { email: string; password: string }): Promise<string> {
  await signInTab(page, account);
  return openFirstNumbered(page, "/invoices", /FA-\d{2}-\d{4}/);
}

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${CMS_URL}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as any;
  expect(response.status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

/** Creates a staff account through the API as an admin would: code by mail, verification, registration. */
export async function createStaffAccount(
  admin: { email: string; password: string },
  account: { name: string; email: string; password: string; role: string },
) {
  const { jwt } = await post("/api/auth/local", { identifier: admin.email, password: admin.password });
  const before = await mailSnapshot();
  await post("/api/delete-otp/generate", { resource: "users" }, jwt);
  const otp = await waitForCode(admin.email, before);
  await post("/api/delete-otp/verify", { resource: "users", otp }, jwt);
  await post("/api/auth/register", account, jwt);
}

/** A visitor's message, sent through the public contact endpoint. */
export async function sendContactMessage(name: string, message = "Bonjour, je souhaite un rendez-vous.") {
  return post("/api/contact", {
    data: { name, email: "visiteur@example.ma", phone: "+212 6 12 34 56 78", service: "other", message },
  });
}
