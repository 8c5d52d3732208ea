import { compileStrapi } from "@strapi/strapi";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startMailCatcher } from "./mail-catcher";

declare module "vitest" {
  export interface ProvidedContext {
    mail: { smtpPort: number; webUrl: string };
  }
}

/** Compiles the cms once for every API test file, and starts the SMTP catcher they all send to. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await compileStrapi({ appDir: path.resolve(__dirname, "..", "..") });
  const catcher = await startMailCatcher();
  project.provide("mail", { smtpPort: catcher.smtpPort, webUrl: catcher.webUrl });
  return catcher.stop;
}
