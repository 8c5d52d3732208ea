import fs from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";

/** Headers every answer of the back-office carries, in dev as in preview. */
const commonHeaders = {
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * The built app's policy: scripts from this origin only (the build has no
 * inline script), styles inline too (MUI's emotion injects them), and the API
 * as the one other origin it talks to and shows images from.
 */
function contentSecurityPolicy(apiUrl: string): string {
  const api = new URL(apiUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api}`,
    `connect-src 'self' ${api}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** What nginx compresses (admin/nginx.conf's gzip_types). */
const compressible = /\.(js|css|html|svg|json)$/;

/**
 * A .gz beside each text file of the build, for nginx's `gzip_static`: compressed once at the
 * highest level instead of at every request. Below 1 KB gzip gains nothing.
 */
const precompress = (): Plugin => ({
  name: "agency:precompress",
  apply: "build",
  async writeBundle(options, bundle) {
    const outDir = options.dir ?? "dist";
    const files = Object.keys(bundle).filter((name) => compressible.test(name));
    await Promise.all(
      files.map(async (name) => {
        const file = path.join(outDir, name);
        const body = await fs.readFile(file);
        if (body.length >= 1024) await fs.writeFile(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }),
    );
  },
});

/**
 * `vite preview` (the local stack, the browser tests) caches as nginx does in production (admin/nginx.conf):
 * fingerprinted chunks a year without revalidation, index.html always revalidated. Without it every screen opened
 * asked again for each of its chunks, a waterfall of round trips before its data.
 */
const productionCaching = (): Plugin => ({
  name: "agency:production-caching",
  configurePreviewServer(server) {
    server.middlewares.use((request, response, next) => {
      const immutable = request.url?.startsWith("/assets/");
      response.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      next();
    });
  },
});

/** React, its DOM renderer and the router change only on upgrades: their own chunk stays cached across releases. */
const reactVendor =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router)[\\/]/;

export default defineConfig(({ mode }) => {
  const apiUrl =
    loadEnv(mode, process.cwd(), "VITE_").VITE_API_URL || process.env.VITE_API_URL || "http://localhost:1337";
  return {
    // `vite preview` gzips its answers itself (its own compression middleware), as nginx does in production.
    plugins: [react(), precompress(), productionCaching()],
    resolve: {
      // Use the shared package's sources directly: no build step of shared/ is needed for dev.
      alias: { "@agency/shared": path.resolve(__dirname, "../shared/src/index.ts") },
      // ra-input-rich-text nests an older @tiptap/core than the extensions beside it: one copy for all.
      dedupe: ["@tiptap/core", "@tiptap/pm"],
    },
    build: {
      rollupOptions: {
        // shared/'s modules (schemas, rules, labels) run nothing when loaded: unused ones stay out of the
        // entry. Without this, one import from its index kept its schemas and rules before the login form.
        treeshake: { moduleSideEffects: (id: string) => !/[\\/]shared[\\/]src[\\/]/.test(id) },
        output: {
          manualChunks: (id: string) =>
            // CommonJS helpers go with React, their main user, so that no two chunks import each other.
            reactVendor.test(id) || id.includes("commonjsHelpers") ? "vendor-react" : undefined,
        },
      },
    },
    // The dev server injects inline scripts (React refresh): no script policy there, only framing and sniffing.
    server: {
      port: 5173,
      strictPort: true,
      headers: { ...commonHeaders, "Content-Security-Policy": "frame-ancestors 'none'" },
    },
    preview: {
      port: 5173,
      strictPort: true,
      headers: { ...commonHeaders, "Content-Security-Policy": contentSecurityPolicy(apiUrl) },
    },
  };
});
