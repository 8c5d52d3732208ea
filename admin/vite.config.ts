import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Use the shared package's sources directly: no build step of shared/ is needed for dev.
    alias: { "@agency/shared": path.resolve(__dirname, "../shared/src/index.ts") },
    // ra-input-rich-text nests an older @tiptap/core than the extensions beside it: one copy for all.
    dedupe: ["@tiptap/core", "@tiptap/pm"],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
});
