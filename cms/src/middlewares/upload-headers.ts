import type { Context } from "../utils/context";
import path from "node:path";

/** Extensions served inline: raster images, which a browser never runs. */
const INLINE = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif", ".gif"]);

/**
 * Uploaded files share their origin with the API and Strapi's panel: whatever
 * one holds (an old SVG, a file copied in by hand), the browser must neither
 * sniff it into HTML nor run it. Raster images stay viewable inline; anything
 * else is a download, and every answer is sandboxed.
 */
export default () => async (ctx: Context, next: () => Promise<void>) => {
  if (!ctx.path.startsWith("/uploads/")) return next();
  await next();
  ctx.set("X-Content-Type-Options", "nosniff");
  ctx.set("Content-Security-Policy", "default-src 'none'; sandbox");
  ctx.set("Cross-Origin-Resource-Policy", "cross-origin");
  if (!INLINE.has(path.extname(ctx.path).toLowerCase())) ctx.set("Content-Disposition", "attachment");
};
