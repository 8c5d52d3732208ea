import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { axeViolations } from "./axe";
import { openSignedIn } from "./staff";
import { ADMIN_URL, CMS_URL } from "./urls";

const [admin, writer] = DEMO_ACCOUNTS;

/**
 * Phone, tablet, small laptop, laptop and large desktop: every screen must fit each of them. A screen is opened afresh
 * on the phone and on the laptop (their layouts are built differently: drawer and cards, sidebar and tables); the
 * others are the laptop's window resized, which the layout follows as it is, without a reload (a third of the walk's
 * reloads: 40 s). Beside the sidebar, 768 and 1,024 px had every list wider than the window until 2026-11-29.
 */
const LAYOUTS = [
  { width: 390, resized: [] },
  { width: 1366, resized: [1920, 1024, 768] },
] as const;

/** The window's height at each width. */
const heightAt = (width: number) => (width === 390 ? 844 : 900);

/** Screenshots at the three widths; the tablet and small laptop are measured only (their pictures cost time). */
const SCREENSHOT_WIDTHS: readonly number[] = [390, 1366, 1920];

/** axe runs where the layout is built: on the phone and on the laptop. */
const AXE_WIDTHS: readonly number[] = [390, 1366];

/** axe-core's WCAG 2.1 AA rules and its best practices, as issue #14 measures them. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** Screenshots of every screen at every width, kept by CI as artefacts. */
const SCREENS_DIR = path.resolve(__dirname, "../test-results/screens");

async function apiGet(path: string, jwt: string): Promise<{ data: Array<{ documentId: string }> }> {
  const response = await fetch(`${CMS_URL}${path}`, { headers: { Authorization: `Bearer ${jwt}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as { data: Array<{ documentId: string }> };
}

async function firstId(collection: string, jwt: string, filter = ""): Promise<string> {
  const { data } = await apiGet(`/api/${collection}?pagination[pageSize]=1${filter}`, jwt);
  expect(data.length, `a seeded ${collection} record`).toBeGreaterThan(0);
  return data[0]!.documentId;
}

async function signInToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${CMS_URL}/api/auth/local`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ identifier: email, password }),
  });
  return ((await response.json()) as { jwt: string }).jwt;
}

/** The content screens, the writer's whole back-office, with a seeded article. */
async function contentRoutes(jwt: string): Promise<string[]> {
  const article = await firstId("articles", jwt);
  const articlePages = [`/articles/${article}`, `/articles/${article}/edit`];
  return ["/messages", "/subscribers", "/posts", "/create-article", ...articlePages, "/banner"];
}

/** A list, its creation form and a seeded record's page (the first that `filter` keeps), for each sales path. */
async function recordRoutes(
  jwt: string,
  paths: Array<[path: string, collection: string, create: string, filter?: string]>,
) {
  const routes: string[] = [];
  for (const [listPath, collection, create, filter] of paths) {
    routes.push(listPath, create, `${listPath}/${await firstId(collection, jwt, filter)}`);
  }
  return routes;
}

/** Every route of the back-office an admin opens, with seeded records for the detail pages. */
async function adminRoutes(jwt: string): Promise<string[]> {
  // Documents still under way, so that their pages show every action: payment, status moves.
  const records = await recordRoutes(jwt, [
    ["/clients", "clients", "/clients/add"],
    ["/invoices", "invoices", "/invoices/create", "&filters[state][$eq]=issued&filters[status][$eq]=unpaid"],
    ["/quotes", "quotes", "/quotes/create", "&filters[status][$eq]=sent"],
    ["/delivery", "deliveries", "/delivery/create", "&filters[status][$eq]=sent"],
  ]);
  const creditNote = `/credit-notes/${await firstId("credit-notes", jwt)}`;
  const admin = [
    "/credit-notes",
    creditNote,
    "/recurring-invoices",
    "/recurring-invoices/create",
    "/payments",
    "/users",
    "/users/add",
    "/settings",
    "/audit",
    "/reports/ageing",
  ];
  return ["/dashboard", ...records, ...admin, ...(await contentRoutes(jwt))];
}

/** Waits until the screen has its data: no request in flight, no loading indicator left, its heading drawn. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0, { timeout: 15_000 });
  // A screen still loading its code on a busy machine has no heading yet; one that never gets it is reported below.
  await page
    .locator("main h1")
    .first()
    .waitFor({ state: "attached", timeout: 15_000 })
    .catch(() => undefined);
}

const fileName = (role: string, width: number, route: string) =>
  `${role}-${width}-${route.replace(/^\//, "").replace(/[^a-z0-9-]+/gi, "_") || "home"}.jpg`;

async function walk(page: Page, role: string, routes: string[]) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  const overflows: string[] = [];
  const untitled: string[] = [];
  const violations: string[] = [];
  const blank: string[] = [];
  /** The screen as it is now, at `width`: its size, title and heading, a screenshot, and axe's findings. */
  const check = async (route: string, width: number) => {
    const { scrollWidth, innerWidth, title, headings, heading } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      title: document.title,
      headings: document.querySelectorAll("main h1").length,
      heading: document.querySelector("main h1")?.textContent?.trim(),
    }));
    if (headings !== 1) untitled.push(`${route} at ${width}: ${headings} h1 in main`);
    if (scrollWidth > innerWidth) overflows.push(`${route} at ${width}: ${scrollWidth} px`);
    // The tab names the screen by its heading: two invoices open in two tabs are told apart.
    if (title !== `${heading} · Back-office`) untitled.push(`${route}: "${title}" for the heading "${heading}"`);
    // A button with nothing to see: react-admin's Button without an icon is an empty one on a phone.
    const faceless = await page.evaluate(() =>
      Array.from(document.querySelectorAll("main button, main [role=button]"))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
        })
        .filter((element) => {
          // A dot drawn by a background or a border (the banner's slide picker) is a face too.
          const drawn = [element, ...Array.from(element.querySelectorAll("*"))].some((part) => {
            const style = getComputedStyle(part);
            return style.backgroundColor !== "rgba(0, 0, 0, 0)" || parseFloat(style.borderTopWidth) > 0;
          });
          return !drawn && !element.textContent?.trim() && !element.querySelector("svg, img");
        })
        .map((element) => element.getAttribute("aria-label") ?? element.outerHTML.slice(0, 80)),
    );
    for (const button of faceless) blank.push(`${route} at ${width}: ${button}`);
    // The phone layout makes a table a scrolling block: one narrower than that block leaves its rows short of its box.
    const short = await page.evaluate(() =>
      Array.from(document.querySelectorAll("main table")).flatMap((table) => {
        const rows = table.querySelector("tbody, thead")?.getBoundingClientRect().width ?? 0;
        const box = table.getBoundingClientRect().width;
        return rows > 0 && rows + 8 < box ? [table.getAttribute("aria-label") ?? table.textContent!.slice(0, 40)] : [];
      }),
    );
    for (const table of short) blank.push(`${route} at ${width}: table "${table}" short of its box`);
    // A table scrolled sideways keeps its first column (the name or number) in view, at every width.
    const drifting = await page.evaluate(() =>
      Array.from(document.querySelectorAll("main table")).flatMap((table) => {
        let box: Element | null = table;
        while (box && !(box.scrollWidth > box.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(box).overflowX)))
          box = box.parentElement === document.body ? null : box.parentElement;
        const cell = table.querySelector("tbody tr > :first-child");
        if (!box || !cell) return [];
        const scrolled = box.scrollLeft;
        box.scrollLeft = Math.min(160, box.scrollWidth - box.clientWidth);
        const offset = cell.getBoundingClientRect().left - (box.getBoundingClientRect().left + box.clientLeft);
        // In view and on top: the cells that scroll pass under it, not over it (the header's cells included); looked
        // at only where the window shows them, below the app bar (fixed), which stands over whatever scrolls under it.
        const below = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
        const firsts = [table.querySelector("thead tr > :first-child"), cell].filter((first) => first !== null);
        const covered = firsts.filter((first) => {
          const { left, top, width, height } = first.getBoundingClientRect();
          const [x, y] = [left + width / 2, top + height / 2];
          if (y < below || y > innerHeight) return false;
          return !first.contains(document.elementFromPoint(x, y));
        });
        box.scrollLeft = scrolled;
        const label = table.textContent!.slice(0, 40);
        return [
          ...(Math.abs(offset) > 1 ? [`${label}: first column ${offset} px away`] : []),
          ...covered.map((first) => `${label}: "${first.textContent}" covered`),
        ];
      }),
    );
    for (const table of drifting) blank.push(`${route} at ${width}: table "${table}"`);
    // JPEG: full pages at 1920 px are smaller and quicker to encode than in PNG (not measured apart from the rest).
    if (SCREENSHOT_WIDTHS.includes(width)) {
      await page.screenshot({
        path: path.join(SCREENS_DIR, fileName(role, width, route)),
        fullPage: true,
        type: "jpeg",
        quality: 80,
      });
    }
    if (AXE_WIDTHS.includes(width)) {
      for (const finding of await axeViolations(page, AXE_TAGS)) {
        if (finding.impact !== "critical" && finding.impact !== "serious") continue;
        violations.push(`${route} at ${width}: ${finding.impact} ${finding.id} — ${finding.help} (${finding.targets})`);
      }
    }
  };
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  for (const { width, resized } of LAYOUTS) {
    for (const route of routes) {
      await page.setViewportSize({ width, height: heightAt(width) });
      await page.goto(`${ADMIN_URL}${route}`);
      await settle(page);
      await check(route, width);
      for (const other of resized) {
        await page.setViewportSize({ width: other, height: heightAt(other) });
        // Two frames: the layout's media queries answer the new width and React draws it.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await settle(page);
        await check(route, other);
      }
    }
  }
  expect.soft(overflows, "pages wider than the window").toEqual([]);
  expect.soft(violations, "critical or serious axe violations").toEqual([]);
  expect.soft(untitled, "screens without their own document title or their one h1").toEqual([]);
  expect.soft(blank, "buttons with nothing to see, tables short of their box or losing their first column").toEqual([]);
  expect(errors, "console errors").toEqual([]);
}

const WALKS = [
  { role: "admin", account: admin!, home: /\/dashboard$/, routes: adminRoutes, timeout: 600_000 },
  { role: "writer", account: writer!, home: /\/messages$/, routes: contentRoutes, timeout: 300_000 },
];

for (const { role, account, home, routes, timeout } of WALKS) {
  test(`every ${role} screen fits 390, 768, 1024, 1366 and 1920 px, is titled, and axe finds nothing critical or serious`, async ({
    page,
  }) => {
    test.setTimeout(timeout);
    const paths = await routes(await signInToken(account.email, account.password));
    await openSignedIn(page, account, "/");
    await expect(page).toHaveURL(home);
    await walk(page, role, paths);
  });
}
