import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./ports";

const MAILDEV = path.resolve(__dirname, "..", "..", "..", "node_modules", ".bin", "maildev");

/** A real SMTP server (maildev) whose inbox the tests read over its REST API. */
export async function startMailCatcher() {
  const smtpPort = await freePort();
  const webPort = await freePort();
  const child = spawn(
    MAILDEV,
    ["--smtp", String(smtpPort), "--web", String(webPort), "--ip", "127.0.0.1", "--silent"],
    {
      stdio: "ignore",
    },
  );
  const webUrl = `http://127.0.0.1:${webPort}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${webUrl}/email`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error("maildev did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    smtpPort,
    webUrl,
    stop: async () => {
      child.kill("SIGTERM");
    },
  };
}
