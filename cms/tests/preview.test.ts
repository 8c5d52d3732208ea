import { beforeAll, describe, expect, it } from "vitest";
import { signPreview } from "../src/preview/token";
import { DEMO_PANEL_ACCOUNT, ensurePanelAccount } from "../src/seed/accounts";
import { seedSiteContent } from "../src/seed/site-content";
import { cmsForThisFile } from "./harness/cms";
import { api } from "./harness/http";

const SITE_SECRET = "secret-partage-site-cms-de-test";
const SITE = "https://agence.test";
const server = cmsForThisFile({
  staff: false,
  env: { SITE_PROXY_SECRET: SITE_SECRET, PUBLIC_SITE_URL: SITE },
  prepare: async (strapi) => {
    await ensurePanelAccount(strapi);
    await seedSiteContent(strapi);
  },
});

let editorToken: string;
let draftId: string;

/** What the panel's "Open preview" button asks for (Strapi's own preview endpoint), as the content editor. */
const previewUrlOf = (uid: string, query: string) =>
  api(server.url, "GET", `/content-manager/preview/url/${uid}?${query}`, { token: editorToken });

/** The site's server reading a preview (it shows the secret it shares with the cms), or anybody else. */
const readPreview = (token: string, secret: string | null = SITE_SECRET) =>
  api(server.url, "GET", `/api/previews/${token}`, { headers: secret ? { "X-Site-Secret": secret } : {} });

const tokenIn = (url: string) => new URL(url).pathname.replace("/preview/", "");

beforeAll(async () => {
  const login = await api(server.url, "POST", "/admin/login", {
    body: { email: DEMO_PANEL_ACCOUNT.email, password: DEMO_PANEL_ACCOUNT.password },
  });
  expect(login.status).toBe(200);
  editorToken = login.body.data.token;
  const draft = await server.strapi.documents("api::article.article").create({
    locale: "fr",
    data: {
      title: "Brouillon : tendances 2027",
      content: "<p>Pas encore publié.</p>",
      category: "trends",
      status: "draft",
    } as never,
  });
  draftId = draft.documentId;
});

describe("Strapi's preview button", () => {
  it("gets, for an article, the site's /preview address with a signed token, in the article's language", async () => {
    const answer = await previewUrlOf("api::article.article", `documentId=${draftId}&locale=fr&status=draft`);
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.data.url);
    expect(url.origin).toBe(SITE);
    expect(url.pathname).toMatch(/^\/preview\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("lng")).toBe("fr");
  });

  it("gets one for the site's text (a single type, Strapi names its document)", async () => {
    const answer = await previewUrlOf("api::site-content.site-content", "locale=ar");
    expect(answer.status).toBe(200);
    expect(new URL(answer.body.data.url).searchParams.get("lng")).toBe("ar");
  });

  it("gets none for what the site does not show as a page (no button there)", async () => {
    const invoice = await previewUrlOf("api::faq.faq", "documentId=abc&locale=fr");
    expect(invoice.status).toBe(204);
  });

  it("is framed by the panel: Strapi's CSP lets it load the site", async () => {
    const page = await fetch(`${server.url}/admin`);
    expect(page.headers.get("content-security-policy")).toMatch(/frame-src[^;]*https:\/\/agence\.test/);
  });
});

describe("GET /api/previews/:token, the site's read of a draft", () => {
  it("answers the draft article, whatever its status, never to be cached", async () => {
    const { body } = await previewUrlOf("api::article.article", `documentId=${draftId}&locale=fr`);
    const answer = await readPreview(tokenIn(body.data.url));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body.data.kind).toBe("article");
    expect(answer.body.data.article).toMatchObject({
      documentId: draftId,
      title: "Brouillon : tendances 2027",
      content: "<p>Pas encore publié.</p>",
      status: "draft",
      category: "trends",
    });
    // Visitors still do not see it.
    expect((await api(server.url, "GET", `/api/articles/${draftId}?locale=fr`)).status).toBe(404);
  });

  it("answers the site's text in the language asked", async () => {
    const { body } = await previewUrlOf("api::site-content.site-content", "locale=ar");
    const answer = await readPreview(tokenIn(body.data.url));
    expect(answer.status).toBe(200);
    expect(answer.body.data.kind).toBe("siteText");
    expect(answer.body.data.siteText.locale).toBe("ar");
    expect(answer.body.data.siteText.heroTitle).toMatch(/[\u0600-\u06FF]/);
  });

  it("is an unknown address to anybody but the site, and for a token altered, expired or not this cms's", async () => {
    const { body } = await previewUrlOf("api::article.article", `documentId=${draftId}&locale=fr`);
    const token = tokenIn(body.data.url);
    expect((await readPreview(token, null)).status).toBe(404);
    expect((await readPreview(token, "un-autre-secret-de-seize")).status).toBe(404);
    const [payload, signature] = token.split(".") as [string, string];
    const otherDocument = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), d: "autre" }),
    ).toString("base64url");
    expect((await readPreview(`${otherDocument}.${signature}`)).status).toBe(404);
    const target = { uid: "api::article.article", documentId: draftId, locale: "fr" } as const;
    expect((await readPreview(signPreview(target, SITE_SECRET, Date.now() - 31 * 60_000))).status).toBe(404);
    expect((await readPreview(signPreview(target, "un-autre-secret-de-seize"))).status).toBe(404);
    expect((await readPreview(signPreview(target, SITE_SECRET))).status).toBe(200);
  });

  it("finds nothing for a document that does not exist", async () => {
    const token = signPreview({ uid: "api::article.article", documentId: "inconnu", locale: "fr" }, SITE_SECRET);
    expect((await readPreview(token)).status).toBe(404);
  });
});
