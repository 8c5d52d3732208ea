import type { Core } from "@strapi/strapi";
import { purgeSentMails, runOutbox } from "./worker";

/** How often each process looks for due retries (and mails another process queued but did not send). */
export const TICK_MS = 20_000;
/** How often each process removes the sent mails past their retention (a DELETE that usually removes nothing). */
const PURGE_EVERY_MS = 60 * 60_000;

let running: Promise<void> | null = null;
let again = false;
let timer: NodeJS.Timeout | null = null;
let purgedAt = 0;

function purgeNow(strapi: Core.Strapi): void {
  purgedAt = Date.now();
  purgeSentMails(strapi).then(
    (count) => count > 0 && strapi.log.info(`Outbox: ${count} sent mails past their retention removed`),
    (error: Error) => strapi.log.error(`Outbox purge failed: ${error.message}`),
  );
}

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

/**
 * Started in bootstrap: a pass every TICK_MS, and one at once for what waited while the cms was down; the purge of
 * old sent mails at once, then hourly.
 */
export function startOutbox(strapi: Core.Strapi): void {
  if (timer) clearInterval(timer);
  timer = setInterval(() => {
    nudgeOutbox(strapi);
    if (Date.now() - purgedAt >= PURGE_EVERY_MS) purgeNow(strapi);
  }, TICK_MS);
  timer.unref();
  nudgeOutbox(strapi);
  purgeNow(strapi);
}

/** On destroy: no new pass, and the one under way finishes before the database closes. */
export async function stopOutbox(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = null;
  again = false;
  await running;
}
