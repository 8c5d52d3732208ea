import type { Core } from '@strapi/strapi';
import { hashSecret, newCode, newSalt, newToken, sameHash } from './code-crypto';

const UID = 'api::one-time-code.one-time-code';

export const CODE_TTL_MS = 10 * 60 * 1000;
/** How long a verified code (or the reset token it gave) stays usable. */
export const VERIFIED_TTL_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;

export type CodePurpose = 'deletion' | 'user-creation' | 'password-reset';

export interface CodeTarget {
  userId: number;
  purpose: CodePurpose;
  resource: string;
  /** The record's id; empty for a user creation. */
  recordId: string;
}

export type VerifyResult = { ok: true; id: number } | { ok: false; reason: 'invalid' | 'expired' | 'locked' };

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
  const key = () => String(strapi.config.get('plugin::users-permissions.jwtSecret'));

  const service = {
    /** The clock, replaceable by tests: no test waits ten minutes. */
    now: (): Date => new Date(),

    /** Creates a code for the target, voiding any earlier one, and answers it in clear (for the e-mail only). */
    async issue(target: CodeTarget): Promise<string> {
      await codes().updateMany({ where: { ...whereTarget(target), status: { $in: ['pending', 'verified'] } }, data: { status: 'void' } });
      const code = newCode();
      const salt = newSalt();
      await codes().create({
        data: {
          ...whereTarget(target),
          salt,
          codeHash: hashSecret(key(), salt, code),
          status: 'pending',
          attempts: 0,
          expiresAt: new Date(service.now().getTime() + CODE_TTL_MS),
        },
      });
      return code;
    },

    async verify(target: CodeTarget, code: string): Promise<VerifyResult> {
      const row = (await codes().findOne({ where: { ...whereTarget(target), status: 'pending' }, orderBy: { id: 'desc' } })) as CodeRow | null;
      if (!row) return { ok: false, reason: 'invalid' };
      if (service.now().getTime() > new Date(row.expiresAt).getTime()) {
        await codes().update({ where: { id: row.id }, data: { status: 'void' } });
        return { ok: false, reason: 'expired' };
      }
      if (!sameHash(row.codeHash, hashSecret(key(), row.salt, code))) {
        const attempts = row.attempts + 1;
        await codes().update({ where: { id: row.id }, data: { attempts, status: attempts >= MAX_ATTEMPTS ? 'void' : 'pending' } });
        return { ok: false, reason: attempts >= MAX_ATTEMPTS ? 'locked' : 'invalid' };
      }
      // Conditional update: of two concurrent right answers, one wins.
      const { count } = await codes().updateMany({
        where: { id: row.id, status: 'pending' },
        data: { status: 'verified', verifiedAt: service.now() },
      });
      return count === 1 ? { ok: true, id: row.id } : { ok: false, reason: 'invalid' };
    },

    /** Uses up the target's verified code if it was verified less than 10 minutes ago. */
    async consume(target: CodeTarget): Promise<boolean> {
      const since = new Date(service.now().getTime() - VERIFIED_TTL_MS);
      const row = (await codes().findOne({
        where: { ...whereTarget(target), status: 'verified', verifiedAt: { $gte: since } },
        orderBy: { id: 'desc' },
      })) as CodeRow | null;
      if (!row) return false;
      const { count } = await codes().updateMany({ where: { id: row.id, status: 'verified' }, data: { status: 'consumed' } });
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
        where: { userId, purpose: 'password-reset', status: 'verified', verifiedAt: { $gte: since } },
        orderBy: { id: 'desc' },
        limit: 1,
      })) as CodeRow[];
      const row = rows[0];
      if (!row?.resetTokenHash || !sameHash(row.resetTokenHash, hashSecret(key(), row.salt, token))) return false;
      const { count } = await codes().updateMany({ where: { id: row.id, status: 'verified' }, data: { status: 'consumed' } });
      return count === 1;
    },
  };
  return service;
};
