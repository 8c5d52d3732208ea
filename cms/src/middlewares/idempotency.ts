import type { Context } from "../utils/context";
import { createHash, randomBytes } from "node:crypto";
import type { Core } from "@strapi/strapi";
import { canonicalJson } from "@agency/shared";
import { isUniqueViolation } from "../sales/numbering";

const UID = "api::idempotency-key.idempotency-key";
const KEPT_MS = 24 * 60 * 60 * 1000;
const WAIT_MS = 30_000;
const POLL_MS = 50;
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,200}$/;

export const IDEMPOTENCY_MESSAGES = {
  malformed: "La clé d'idempotence doit compter de 8 à 200 caractères (lettres, chiffres, - _ : .).",
  reused: "Cette clé d'idempotence a déjà servi pour une autre requête : générez-en une nouvelle.",
  pending: "La même requête est encore en cours : réessayez dans un instant.",
} as const;

interface Claim {
  id: number;
  fingerprint: string;
  state: string;
  status: number | null;
  body: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `Idempotency-Key` on the creations of the sales book (invoices, payments,
 * credit notes): the first request with a key claims it and its answer is
 * kept 24 hours; the same key with the same body answers that first result
 * (concurrent copies wait for it), with another body 409. A refusal or a
 * failure frees the key, so that the corrected request or a retry runs.
 * Without the header, nothing changes.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(UID);

  const find = async (owner: string, key: string) =>
    (await rows().findOne({
      where: { owner, key, expiresAt: { $gt: new Date() } },
      select: ["id", "fingerprint", "state", "status", "body"],
    })) as Claim | null;

  const claim = async (owner: string, key: string, fingerprint: string): Promise<number | null> => {
    const now = new Date();
    await rows().deleteMany({ where: { owner, key, expiresAt: { $lte: now } } });
    try {
      const row = await rows().create({
        data: {
          owner,
          key,
          fingerprint,
          state: "pending",
          expiresAt: new Date(now.getTime() + KEPT_MS),
          documentId: randomBytes(12).toString("hex"),
          createdAt: now,
          updatedAt: now,
          publishedAt: now,
        },
      });
      return row.id as number;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  };

  return async (ctx: Context, next: () => Promise<void>) => {
    const key = ctx.get("Idempotency-Key");
    if (!key) return next();
    if (!KEY_PATTERN.test(key)) return ctx.badRequest(IDEMPOTENCY_MESSAGES.malformed);
    const owner = String(ctx.state.user?.id ?? "anonymous");
    const fingerprint = createHash("sha256")
      .update(`${ctx.method} ${ctx.path} ${canonicalJson(ctx.request.body ?? null)}`)
      .digest("hex");

    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const id = await claim(owner, key, fingerprint);
      if (id !== null) {
        try {
          await next();
        } catch (error) {
          await rows().delete({ where: { id } });
          throw error;
        }
        // Only a success wrote something: a refusal frees the key for the corrected request.
        if (ctx.status >= 300) await rows().delete({ where: { id } });
        else
          await rows().update({ where: { id }, data: { state: "done", status: ctx.status, body: ctx.body ?? null } });
        return;
      }
      const existing = await find(owner, key);
      if (existing && existing.fingerprint !== fingerprint) return ctx.conflict(IDEMPOTENCY_MESSAGES.reused);
      if (existing?.state === "done") {
        ctx.status = existing.status ?? 200;
        ctx.body = typeof existing.body === "string" ? JSON.parse(existing.body) : existing.body;
        ctx.set("Idempotent-Replayed", "true");
        return;
      }
      if (Date.now() > deadline) return ctx.conflict(IDEMPOTENCY_MESSAGES.pending);
      await sleep(POLL_MS);
    }
  };
};
