import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "..", "..");
const BIN = path.join(ROOT, "node_modules", ".bin");

const children = new Set<ChildProcess>();

export interface RunOptions {
  cwd?: string;
  env?: Record<string, string>;
  /** Prefix for each output line; output is discarded when null. */
  label?: string | null;
}

function pipe(child: ChildProcess, label: string | null | undefined): void {
  if (label === null) return;
  const prefix = label ? `[${label}] ` : "";
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream?.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
}

/** Starts a long-running program from node_modules/.bin (or the PATH); stopped with the others on exit. */
export function launch(command: string, args: string[], options: RunOptions = {}): ChildProcess {
  const local = path.join(BIN, command);
  const executable = !command.includes("/") && fs.existsSync(local) ? local : command;
  const child = spawn(executable, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  children.add(child);
  child.on("exit", () => children.delete(child));
  pipe(child, options.label);
  return child;
}

/** Runs a command to completion, failing loudly on a non-zero exit. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = launch(command, args, options);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}

/** Stops every program started here (each with its own process group). */
export function stopAll(): void {
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
process.on("exit", stopAll);

/** Waits until `url` answers with a status below 500, or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = "";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${lastError})`);
}
