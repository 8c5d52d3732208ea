import { config } from "../config.server";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /action/",
    "Disallow: /newsletter",
    // Clients' documents behind their secret links (their pages also say noindex).
    "Disallow: /d/",
    `Sitemap: ${new URL("/sitemap.xml", config.PUBLIC_SITE_URL).href}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
