import { z } from "zod";

// Parsed once at boot so that a malformed API address fails loudly instead of sending calls nowhere.
const envSchema = z.object({
  VITE_API_URL: z.url().default("http://localhost:1337"),
});

const env = envSchema.parse(import.meta.env);

export const config = {
  /** Base address of the cms, without a trailing slash. */
  apiUrl: env.VITE_API_URL.replace(/\/+$/, ""),
} as const;
