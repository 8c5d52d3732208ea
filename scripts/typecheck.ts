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

/** tsc runs on one core: two at a time on this project's two-core machines halves the step (CI's time, README). */
const LANES = 2;

async function main(): Promise<void> {
  const queue = [...PROJECTS];
  const failures: string[] = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [label, cwd, project] = next;
      await run("tsc", ["-p", project, "--noEmit"], { cwd: path.join(ROOT, cwd), label }).catch(() =>
        failures.push(label),
      );
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
