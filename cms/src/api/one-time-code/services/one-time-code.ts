import type { Core } from "@strapi/strapi";
import { underLock } from "../../../utils/database";
import { hashSecret, newCode, newSalt, newToken, sameHash } from "./code-crypto";

const UID = "api::one-time-code.one-time-code";

export const CODE_TTL_MS = 10 * 60 * 1000;
/** How long a verified code (or the reset token it gave) stays usable. */
export const VERIFIED_TTL_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;

export type CodePurpose = "deletion" | "user-creation" | "user-update" | "password-reset";

/** Password-reset mails one address may receive, whoever asks: 3 per quarter-hour, 10 per day. */
export const RESET_MAILS_PER_RECIPIENT = [
  { max: 3, windowMs: 15 * 60 * 1000 },
  { max: 10, windowMs: 24 * 60 * 60 * 1000 },
] as const;

export interface CodeTarget {
  userId: number;
  purpose: CodePurpose;
  resource: string;
  /** The record's id; empty for a user creation. */
  recordId: string;
}

export type VerifyResult = { ok: true; id: number } | { ok: false; reason: "invalid" | "expired" | "locked" };

interface CodeRow {
  id: number;
  salt: string;
  codeHash: string;
  attempts: number;
  expiresAt: string | Date;
  verifiedAt: string | Date | null;
  resetTokenHash: string | null;
}

const whereTarget = (target: CodeTarget) => ({
  userId: target.userId,
  purpose: target.purpose,
  resource: target.resource,
  recordId: target.recordId,
});

/**
 * One-time codes kept in the database (so every cms process shares them),
 * hashed, bound to a user, an action and a record, valid 10 minutes, void
 * after 5 wrong tries, used once.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const codes = () => strapi.db.query(UID);
  const tableName = () => strapi.db.metadata.get(UID).tableName;
  const key = () => String(strapi.config.get("plugin::users-permissions.jwtSecret"));

  let decoyRow: CodeRow | null = null;
  /** A row no code ever matches, that guesses without a real code are checked against. */
  const decoy = async (): Promise<CodeRow> => {
    if (decoyRow) return decoyRow;
    const where = { userId: 0, purpose: "decoy", resource: "decoy", recordId: "" };
    decoyRow =
      ((await codes().findOne({ where })) as CodeRow | null) ??
      ((await codes().create({
        data: {
          ...where,
          salt: newSalt(),
          codeHash: hashSecret(key(), newSalt(), newToken()),
          status: "void",
          attempts: 0,
          expiresAt: new Date("9999-12-31T00:00:00Z"),
        },
      })) as CodeRow);
    return decoyRow;
  };

  /**
   * A new pending code for the target (earlier ones voided): the code in clear and its row's id. One request at a
   * time per target, so that codes asked at once leave one pending, not several that each give 5 more tries.
   */
  const insert = (target: CodeTarget): Promise<{ code: string; id: number }> =>
    underLock(strapi, `code:${JSON.stringify(whereTarget(target))}`, () => insertUnlocked(target));

  const insertUnlocked = async (target: CodeTarget): Promise<{ code: string; id: number }> => {
    await codes().updateMany({
      where: { ...whereTarget(target), status: { $in: ["pending", "verified"] } },
      data: { status: "void" },
    });
    const code = newCode();
    const salt = newSalt();
    const row = await codes().create({
      data: {
        ...whereTarget(target),
        salt,
        codeHash: hashSecret(key(), salt, code),
        status: "pending",
        attempts: 0,
        expiresAt: new Date(service.now().getTime() + CODE_TTL_MS),
      },
    });
    return { code, id: row.id as number };
  };

  const service = {
    /** The clock, replaceable by tests: no test waits ten minutes. */
    now: (): Date => new Date(),

    /** Creates a code for the target, voiding any earlier one, and answers it in clear (for the e-mail only). */
    async issue(target: CodeTarget): Promise<string> {
      return (await insert(target)).code;
    },

    /**
     * Checks a code. Each guess first takes one of the code's 5 tries with a
     * conditional UPDATE, so concurrent guesses cannot evaluate more than 5.
     * With no pending code (or no such user) the same statements run against a
     * decoy row and the same hash is computed: the answer's time tells nothing.
     */
    async verify(target: CodeTarget, code: string): Promise<VerifyResult> {
      const row = (await codes().findOne({
        where: { ...whereTarget(target), status: "pending" },
        orderBy: { id: "desc" },
      })) as CodeRow | null;
      if (row && service.now().getTime() > new Date(row.expiresAt).getTime()) {
        await codes().update({ where: { id: row.id }, data: { status: "void" } });
        return { ok: false, reason: "expired" };
      }
      const subject = row ?? (await decoy());
      const table = () => strapi.db.connection(tableName());
      const reserved = row
        ? await table()
            .where({ id: row.id, status: "pending" })
            .andWhere("attempts", "<", MAX_ATTEMPTS)
            .increment("attempts", 1)
        : await table().where({ id: subject.id }).update({ attempts: 0 });
      const right = sameHash(subject.codeHash, hashSecret(key(), subject.salt, code));
      if (!row || !right) {
        const voided = await table()
          .where({ id: subject.id, status: "pending" })
          .andWhere("attempts", ">=", MAX_ATTEMPTS)
          .update({ status: "void" });
        if (!row) return { ok: false, reason: "invalid" };
        return { ok: false, reason: reserved !== 1 || voided === 1 ? "locked" : "invalid" };
      }
      if (reserved !== 1) return { ok: false, reason: "locked" };
      // Conditional update: of two concurrent right answers, one wins.
      const { count } = await codes().updateMany({
        where: { id: row.id, status: "pending" },
        data: { status: "verified", verifiedAt: service.now() },
      });
      return count === 1 ? { ok: true, id: row.id } : { ok: false, reason: "invalid" };
    },

    /**
     * A password-reset code for this user, or null when the address already
     * had its share of mails (RESET_MAILS_PER_RECIPIENT). Counted in the
     * database, so every process and every sender share the limit; concurrent
     * requests are ranked by row id after their insert, so at most `max` pass.
     */
    async issueReset(target: CodeTarget): Promise<string | null> {
      const sent = (windowMs: number, upToId?: number) =>
        codes().count({
          where: {
            userId: target.userId,
            purpose: "password-reset",
            createdAt: { $gte: new Date(Date.now() - windowMs) },
            ...(upToId === undefined ? {} : { id: { $lte: upToId } }),
          },
        });
      for (const { max, windowMs } of RESET_MAILS_PER_RECIPIENT) if ((await sent(windowMs)) >= max) return null;
      const mine = await insert(target);
      for (const { max, windowMs } of RESET_MAILS_PER_RECIPIENT) {
        if ((await sent(windowMs, mine.id)) > max) {
          await codes().update({ where: { id: mine.id }, data: { status: "void" } });
          return null;
        }
      }
      return mine.code;
    },

    /** Uses up the target's verified code if it was verified less than 10 minutes ago. */
    async consume(target: CodeTarget): Promise<boolean> {
      const since = new Date(service.now().getTime() - VERIFIED_TTL_MS);
      const row = (await codes().findOne({
        where: { ...whereTarget(target), status: "verified", verifiedAt: { $gte: since } },
        orderBy: { id: "desc" },
      })) as CodeRow | null;
      if (!row) return false;
      const { count } = await codes().updateMany({
        where: { id: row.id, status: "verified" },
        data: { status: "consumed" },
      });
      return count === 1;
    },

    /** After a reset code is verified: a token that stands for it in the reset call. */
    async attachResetToken(codeId: number): Promise<string> {
      const token = newToken();
      const row = (await codes().findOne({ where: { id: codeId } })) as CodeRow;
      await codes().update({ where: { id: codeId }, data: { resetTokenHash: hashSecret(key(), row.salt, token) } });
      return token;
    },

    /** Uses up the verified reset code whose token this is. */
    async consumeResetToken(userId: number, token: string): Promise<boolean> {
      const since = new Date(service.now().getTime() - VERIFIED_TTL_MS);
      const rows = (await codes().findMany({
        where: { userId, purpose: "password-reset", status: "verified", verifiedAt: { $gte: since } },
        orderBy: { id: "desc" },
        limit: 1,
      })) as CodeRow[];
      const row = rows[0];
      if (!row?.resetTokenHash || !sameHash(row.resetTokenHash, hashSecret(key(), row.salt, token))) return false;
      const { count } = await codes().updateMany({
        where: { id: row.id, status: "verified" },
        data: { status: "consumed" },
      });
      return count === 1;
    },
  };
  return service;
};
