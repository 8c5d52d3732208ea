import { vitePlugin as remix } from "@remix-run/dev";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// Remix reads this module-augmentation to type loaders for single fetch.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  server: { port: 3000 },
  resolve: {
    // The shared rules (zod schemas, labels) as TypeScript source, like the back-office does.
    // The site uses them in server code only (actions), so zod never reaches the browser.
    alias: [
      { find: /^@agency\/shared$/, replacement: fileURLToPath(new URL("../shared/src/index.ts", import.meta.url)) },
      {
        find: /^@agency\/shared\/(.*)$/,
        replacement: `${fileURLToPath(new URL("../shared/src/", import.meta.url))}$1`,
      },
    ],
  },
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});
