import { compileStrapi } from "@strapi/strapi";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startMailCatcher } from "./mail-catcher";
import { prepareDatabaseTemplate, type DatabaseTemplate } from "./template";

declare module "vitest" {
  export interface ProvidedContext {
    mail: { smtpPort: number; webUrl: string };
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Compiles the cms once for every API test file, starts the SMTP catcher they all send to, and makes the database
 * their databases are copies of.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await compileStrapi({ appDir: path.resolve(__dirname, "..", "..") });
  const catcher = await startMailCatcher();
  project.provide("mail", { smtpPort: catcher.smtpPort, webUrl: catcher.webUrl });
  const database = await prepareDatabaseTemplate({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(catcher.smtpPort),
  }).catch(async (error: unknown) => {
    await catcher.stop();
    throw error;
  });
  project.provide("databaseTemplate", database.template);
  return async () => {
    await database.drop();
    await catcher.stop();
  };
}
