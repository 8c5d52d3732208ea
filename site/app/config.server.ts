import { z } from "zod";

const EnvSchema = z.object({
  CMS_URL: z.url().default("http://127.0.0.1:1337"),
  PUBLIC_SITE_URL: z.url().default("http://localhost:3000"),
  /** Shared with the cms: lets its per-visitor limits count the site's visitors one by one. */
  SITE_PROXY_SECRET: z.string().min(16).optional(),
});

export type Config = z.infer<typeof EnvSchema>;

function loadConfig(): Config {
  const parsed = EnvSchema.safeParse(process.env);
  // Fail at boot with the offending variable named, rather than at first use.
  if (!parsed.success) {
    throw new Error(`Invalid site environment:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export const config = loadConfig();
