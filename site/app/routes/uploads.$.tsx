import type { LoaderFunctionArgs } from "@remix-run/node";
import { isImageType } from "@agency/shared";
import { cmsUrl } from "../lib/cms.server";

const ONE_DAY = 60 * 60 * 24;

/**
 * The cms's uploaded files, served from the site's own origin: pages need no
 * other host, and the cms's Cross-Origin-Resource-Policy stays strict. Upload
 * names are Strapi's (letters, digits, _ - .), so nothing else is passed on.
 * Whatever a file holds, it runs nothing here: no sniffing, a sandbox, and
 * anything but a raster image is downloaded rather than shown.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const name = params["*"] ?? "";
  if (!/^[\w-]+(\.[\w-]+)*$/.test(name)) throw new Response("Not Found", { status: 404 });
  const upstream = await fetch(cmsUrl(`/uploads/${name}`), { signal: AbortSignal.timeout(10_000) });
  if (!upstream.ok || !upstream.body) throw new Response("Not Found", { status: 404 });
  const type = upstream.headers.get("Content-Type") ?? "application/octet-stream";
  return new Response(upstream.body, {
    headers: {
      "Content-Type": type,
      "Cache-Control": `public, max-age=${ONE_DAY}`,
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "X-Content-Type-Options": "nosniff",
      ...(isImageType(type.split(";")[0]!.trim()) ? {} : { "Content-Disposition": "attachment" }),
    },
  });
}
