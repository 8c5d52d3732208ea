import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { adminToken, cmsJson } from "./site";
import { signIn } from "./staff";
import { ADMIN_URL, CMS_URL, SITE_URL } from "./urls";

const admin = DEMO_ACCOUNTS[0]!;
const uploadsDir = path.resolve(__dirname, "..", "cms", "public", "uploads");

/** Every CSP violation the page reports, from the console and from the DOM event. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  return violations;
}

function expectCommonHeaders(headers: Record<string, string>) {
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
}

const headersOf = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { status: response.status, headers };
};

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

test("the site answers pages, assets and errors with its security headers and a fresh nonce each time, cached pages included", async () => {
  const first = await headersOf(`${SITE_URL}/`);
  const second = await headersOf(`${SITE_URL}/`);
  for (const answer of [first, second]) {
    expect(answer.status).toBe(200);
    expectCommonHeaders(answer.headers);
    expect(answer.headers["content-security-policy"]).not.toContain("'unsafe-inline' 'self'");
    expect(answer.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
  }
  expect(nonceOf(first.headers["content-security-policy"])).not.toBe(
    nonceOf(second.headers["content-security-policy"]),
  );

  const page = await fetch(`${SITE_URL}/`);
  const html = await page.text();
  const nonce = nonceOf(page.headers.get("content-security-policy") ?? "");
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]!);
  expect(inline.length).toBeGreaterThan(0);
  for (const attributes of inline.filter((one) => !/application\/ld\+json/.test(one)))
    expect(attributes).toContain(`nonce="${nonce}"`);

  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  expectCommonHeaders((await headersOf(`${SITE_URL}${asset}`)).headers);
  const missing = await headersOf(`${SITE_URL}/page-qui-n-existe-pas`);
  expect(missing.status).toBe(404);
  expectCommonHeaders(missing.headers);

  const overTls = await headersOf(`${SITE_URL}/`, { headers: { "X-Forwarded-Proto": "https" } });
  // The e2e site does not trust a proxy: a client's own X-Forwarded-Proto does not make it TLS.
  expect(overTls.headers["strict-transport-security"]).toBeUndefined();
});

test("site pages in three languages run their scripts under the policy, with no violation", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const lng of ["fr", "en", "ar"]) {
    await page.goto(`${SITE_URL}/?lng=${lng}`, { waitUntil: "networkidle" });
  }
  // Searching as one types needs the hydrated page: the scripts ran.
  await page.goto(`${SITE_URL}/faq?lng=fr`, { waitUntil: "networkidle" });
  await page.getByLabel("Rechercher une question").fill("tarifs");
  await expect(page).toHaveURL(/q=tarifs/);
  await page.goto(`${SITE_URL}/contact`, { waitUntil: "networkidle" });
  expect(violations).toEqual([]);
});

test("the back-office is served with its policy and signs in without a violation", async ({ page }) => {
  const login = await headersOf(`${ADMIN_URL}/login`);
  expectCommonHeaders(login.headers);
  expect(login.headers["content-security-policy"]).toContain("script-src 'self';");
  expect(login.headers["content-security-policy"]).toContain(`connect-src 'self' ${new URL(CMS_URL).origin}`);

  const violations = await watchViolations(page);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

/** A raw request, so that the body can be sent chunked (no Content-Length). */
function rawPost(url: string, bytes: number, chunked: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const headers: Record<string, string | number> = { "Content-Type": "application/x-www-form-urlencoded" };
    if (!chunked) headers["Content-Length"] = bytes;
    const request = http.request(
      { hostname: target.hostname, port: target.port, path: target.pathname, method: "POST", headers },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      // The server may close the socket right after its 413, while we still send.
      if (error.code === "EPIPE" || error.code === "ECONNRESET") return;
      reject(error);
    });
    const chunk = Buffer.alloc(8 * 1024, "a");
    for (let sent = 0; sent < bytes; sent += chunk.length)
      request.write(chunk.subarray(0, Math.min(chunk.length, bytes - sent)));
    request.end();
  });
}

test("another site cannot make a visitor's browser post here: cross-site posts and ?_data= answers are refused", async () => {
  const email = `traversee.${Date.now()}@example.ma`;
  const post = (path: string, site: string, body: Record<string, string>) =>
    fetch(`${SITE_URL}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": site },
      body: new URLSearchParams(body),
    });
  expect((await post("/newsletter", "cross-site", { email })).status).toBe(403);
  expect((await post("/action/set-language", "cross-site", { lng: "ar", redirectTo: "/" })).status).toBe(403);
  // Remix's older data requests skip its own origin check: single fetch never sends them.
  expect((await post("/newsletter?_data=routes%2Fnewsletter", "same-origin", { email })).status).toBe(400);
  const token = await adminToken();
  const subscribed = async () =>
    (await cmsJson<{ data: unknown[] }>(`/api/subscribers?filters[email][$eq]=${email}`, { token })).data.length;
  expect(await subscribed()).toBe(0);
  // The same form posted from the site itself goes through.
  expect((await post("/action/set-language", "same-origin", { lng: "ar", redirectTo: "/" })).status).toBe(303);
});

test("the site refuses a request body above 64 KB with 413, by its length or as it streams", async () => {
  expect(await rawPost(`${SITE_URL}/contact`, 70 * 1024, false)).toBe(413);
  expect(await rawPost(`${SITE_URL}/contact`, 70 * 1024, true)).toBe(413);
  expect(await rawPost(`${SITE_URL}/contact`, 4 * 1024, true)).not.toBe(413);
});

test("an HTML or SVG file in the uploads runs nothing, on the cms and through the site", async ({ page, context }) => {
  const name = `evil-${randomUUID().slice(0, 8)}`;
  const files = {
    [`${name}.html`]:
      '<!DOCTYPE html><html><head><title>propre</title></head><body><script>document.title="pwned"</script></body></html>',
    [`${name}.svg`]:
      '<svg xmlns="http://www.w3.org/2000/svg" onload="document.title=\'pwned\'"><script>document.title="pwned"</script></svg>',
  };
  fs.mkdirSync(uploadsDir, { recursive: true });
  for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(uploadsDir, file), content);
  try {
    for (const base of [`${CMS_URL}/uploads`, `${SITE_URL}/uploads`]) {
      for (const file of Object.keys(files)) {
        const answer = await headersOf(`${base}/${file}`);
        expect(answer.status, `${base}/${file}`).toBe(200);
        expect(answer.headers["x-content-type-options"]).toBe("nosniff");
        expect(answer.headers["content-security-policy"]).toMatch(/default-src 'none'.*sandbox/);
        expect(answer.headers["content-disposition"]).toMatch(/^attachment/);

        // Opened in the browser, the file is downloaded, never run on the origin.
        const opened = await context.newPage();
        const download = opened.waitForEvent("download", { timeout: 5_000 }).catch(() => null);
        await opened.goto(`${base}/${file}`).catch(() => undefined);
        await download;
        const title = await opened.title().catch(() => "");
        expect(title).not.toBe("pwned");
        await opened.close();
      }
    }
    await page.goto(`${SITE_URL}/`);
    expect(await page.title()).not.toBe("pwned");
  } finally {
    for (const file of Object.keys(files)) fs.rmSync(path.join(uploadsDir, file), { force: true });
  }
});
