import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";

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

export default defineConfig(({ mode }) => {
  const apiUrl =
    loadEnv(mode, process.cwd(), "VITE_").VITE_API_URL || process.env.VITE_API_URL || "http://localhost:1337";
  return {
    plugins: [react()],
    resolve: {
      // Use the shared package's sources directly: no build step of shared/ is needed for dev.
      alias: { "@agency/shared": path.resolve(__dirname, "../shared/src/index.ts") },
      // ra-input-rich-text nests an older @tiptap/core than the extensions beside it: one copy for all.
      dedupe: ["@tiptap/core", "@tiptap/pm"],
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
