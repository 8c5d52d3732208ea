import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { nuErrors } from "./nu-checker";
import { createClient, createSentQuote, shareDocument } from "./sales-api";
import { firstArticleId, PUBLIC_PATHS, SITE_LANGUAGES, useLanguage } from "./site";
import { SITE_URL } from "./urls";

/** The unknown address whose answer is the not-found page. */
const NOT_FOUND_PATH = "/page-inconnue";

/**
 * A desktop browser's: headless Chromium's own counts as a bot for the site (isbot), which
 * then waits for the whole render; visitors get the shell first and the rest streamed.
 */
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** Answers of the forms without JavaScript; invalid on purpose, so nothing reaches the cms. */
const FORM_POSTS: Array<{ path: string; form: Record<string, string> }> = [
  { path: "/contact", form: { name: "", email: "", phone: "", service: "", message: "" } },
  { path: "/newsletter", form: { email: "pas-une-adresse" } },
];

for (const { code } of SITE_LANGUAGES) {
  test(`the server-rendered HTML of every page in ${code} passes the Nu HTML checker and has no NUL byte`, async ({
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await useLanguage(context, code);
    const paths = [
      ...PUBLIC_PATHS,
      `/blog/${await firstArticleId()}`,
      // The pagination, a category filter and a filter without articles (the empty state).
      "/blog?page=2",
      "/blog?category=social",
      "/blog?category=analytics",
      "/faq?all=1",
      // The page the footer's newsletter form falls back to without JavaScript.
      "/newsletter",
      NOT_FOUND_PATH,
    ];
    // A client's quote behind its link, and its acceptance refused for a missing name (nothing reaches the cms).
    const client = await createClient({ name: `Client HTML ${code} ${Date.now()}` });
    const items = [{ description: "Charte graphique", quantity: 1, unitPrice: 3000, discount: 0, taxRate: 20 }];
    const quote = await shareDocument("quotes", (await createSentQuote({ client, items })).documentId);
    const posts = [...FORM_POSTS, { path: quote, form: { intent: "accept", fullName: "", comment: "Bonjour" } }];
    const pages = [
      ...[...paths, quote].map((path) => ({ name: path, path, form: undefined })),
      ...posts.map(({ path, form }) => ({ name: `POST ${path}`, path, form })),
    ];

    // Each page as the server sends it (a browser's DOM would hide parser errors), in the test's output folder.
    const pageOfFile = new Map<string, string>();
    const problems: string[] = [];
    for (const [index, { name, path, form }] of pages.entries()) {
      const url = `${SITE_URL}${path}`;
      const headers = { "User-Agent": VISITOR_AGENT };
      const response = form
        ? await context.request.post(url, { form, headers })
        : await context.request.get(url, { headers });
      expect(response.status(), name).toBe(path === NOT_FOUND_PATH ? 404 : 200);
      expect(response.headers()["content-type"], name).toMatch(/^text\/html/);
      const body = await response.body();
      if (body.includes(0)) problems.push(`${name}: NUL byte at offset ${body.indexOf(0)}`);
      const slug = name.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "home";
      const file = testInfo.outputPath(`${String(index).padStart(2, "0")}-${slug}.html`);
      fs.writeFileSync(file, body);
      pageOfFile.set(file, name);
    }

    for (const error of await nuErrors([...pageOfFile.keys()])) {
      const file = error.url ? decodeURIComponent(new URL(error.url).pathname) : "";
      const where = `${pageOfFile.get(file) ?? (file || "?")} (${file}:${error.lastLine ?? "?"}:${error.firstColumn ?? "?"})`;
      problems.push(`${where}: ${error.message}${error.extract ? ` — ${JSON.stringify(error.extract)}` : ""}`);
    }
    // The count, with every problem in the message: a diff of the list would print them twice.
    expect(problems.length, problems.join("\n")).toBe(0);
  });
}
