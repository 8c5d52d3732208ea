import type { LoaderFunctionArgs } from "@remix-run/node";
import { cmsUrl } from "../lib/cms.server";

const ONE_DAY = 60 * 60 * 24;

/**
 * The cms's uploaded images, served from the site's own origin: pages need no
 * other host, and the cms's Cross-Origin-Resource-Policy stays strict. Upload
 * names are Strapi's (letters, digits, _ - .), so nothing else is passed on.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const name = params["*"] ?? "";
  if (!/^[\w-]+(\.[\w-]+)*$/.test(name)) throw new Response("Not Found", { status: 404 });
  const upstream = await fetch(cmsUrl(`/uploads/${name}`), { signal: AbortSignal.timeout(10_000) });
  if (!upstream.ok || !upstream.body) throw new Response("Not Found", { status: 404 });
  return new Response(upstream.body, {
    headers: {
      "Content-Type": upstream.headers.get("Content-Type") ?? "application/octet-stream",
      "Cache-Control": `public, max-age=${ONE_DAY}`,
      // An uploaded SVG opened on its own runs nothing.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
