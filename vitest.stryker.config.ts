// The root config's "shared" project alone, for Stryker (stryker.config.mjs): its vitest runner takes a config
// file but no --project filter, and the other projects would boot the apps.
import { defineConfig } from "vitest/config";
import { UnloadableTestFiles } from "./vitest.stryker.reporter";
import root from "./vitest.config";

const projects = root.test?.projects ?? [];
const shared = projects.filter(
  (project) => typeof project === "object" && "test" in project && project.test?.name === "shared",
);

export default defineConfig({
  test: { ...root.test, projects: shared, reporters: ["default", new UnloadableTestFiles()] },
});
