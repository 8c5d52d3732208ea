import path from "node:path";
import { ROOT, run } from "./lib/processes";

/** Each workspace's projects and the tools', checked by tsc: one program a core. */
const PROJECTS: Array<[label: string, cwd: string, project: string]> = [
  ["admin", "admin", "tsconfig.json"],
  ["cms", "cms", "tsconfig.json"],
  ["cms tests", "cms", "tests/tsconfig.json"],
  ["site", "site", "tsconfig.json"],
  ["shared", "shared", "tsconfig.json"],
  ["tools", ".", "tsconfig.tools.json"],
];

/**
 * What each check found, file by file, kept for the next (tsc's own incremental mode, which knows a file by a hash of
 * its text): only what changed, and what depends on it, is checked again. Paths in it are relative to the folder, which
 * .ci/run carries from one checkout to the next.
 */
const BUILD_INFO_DIR = path.join(ROOT, "node_modules", ".cache", "typecheck");

/** tsc runs on one core: two at a time on this project's two-core machines halves the step (CI's time, README). */
const LANES = 2;

async function main(): Promise<void> {
  const queue = [...PROJECTS];
  const failures: string[] = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [label, cwd, project] = next;
      const buildInfo = path.join(BUILD_INFO_DIR, `${label.replace(/ /g, "-")}.tsbuildinfo`);
      await run("tsc", ["-p", project, "--noEmit", "--incremental", "--tsBuildInfoFile", buildInfo], {
        cwd: path.join(ROOT, cwd),
        label,
      }).catch(() => failures.push(label));
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  if (failures.length > 0) throw new Error(`Type errors in: ${failures.join(", ")}`);
}

main()
  .then(() => process.exit(0))
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
