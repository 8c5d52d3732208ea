import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { CMS_DIR } from "./in-process";

export const TSX = path.resolve(CMS_DIR, "..", "node_modules", ".bin", "tsx");

export interface ChildCms {
  url: string;
  process: ChildProcess;
}

/** A cms in a process of its own (harness/cms-process.ts), as `env` configures it; resolves once it listens. */
export function startChildCms(env: Record<string, string>): Promise<ChildCms> {
  const child = spawn(TSX, [path.join(CMS_DIR, "tests", "harness", "cms-process.ts")], {
    cwd: CMS_DIR,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      if (line.startsWith('{"url"')) resolve({ url: (JSON.parse(line) as { url: string }).url, process: child });
    });
    child.once("exit", (code) => reject(new Error(`cms process exited with ${code} before listening`)));
  });
}

/** Stops a child cms (SIGTERM: it closes its database) and waits for its end. */
export const stopChildCms = (cms: ChildCms | undefined) =>
  new Promise<void>((resolve) => {
    if (!cms || cms.process.exitCode !== null) return resolve();
    cms.process.once("exit", () => resolve());
    cms.process.kill("SIGTERM");
  });
