import type { Core } from "@strapi/strapi";
import { runOutbox } from "./worker";

/** How often each process looks for due retries (and mails another process queued but did not send). */
export const TICK_MS = 20_000;

let running: Promise<void> | null = null;
let again = false;
let timer: NodeJS.Timeout | null = null;

/**
 * Runs the worker soon, in the background: after an action queued a mail, so that it leaves within a second.
 * A nudge during a run makes one more run, never two at once in this process.
 */
export function nudgeOutbox(strapi: Core.Strapi): void {
  if (running) {
    again = true;
    return;
  }
  running = (async () => {
    do {
      again = false;
      await runOutbox(strapi);
    } while (again);
  })()
    .catch((error: Error) => {
      strapi.log.error(`Outbox worker failed: ${error.stack ?? error.message}`);
    })
    .finally(() => {
      running = null;
    });
}

/** Started in bootstrap: a pass every TICK_MS, and one at once for what waited while the cms was down. */
export function startOutbox(strapi: Core.Strapi): void {
  if (timer) clearInterval(timer);
  timer = setInterval(() => nudgeOutbox(strapi), TICK_MS);
  timer.unref();
  nudgeOutbox(strapi);
}

/** On destroy: no new pass, and the one under way finishes before the database closes. */
export async function stopOutbox(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = null;
  again = false;
  await running;
}
