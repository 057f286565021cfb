import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { createResetCodesRepository } from './reset-codes';
import { createTokensRepository } from './tokens';
import { createUsersRepository } from './users';

/** How long a reset code is valid. */
export const RESET_CODE_TTL_MS = 15 * 60_000;
/** The wrong try that spends a code: a new one is mailed. */
export const RESET_CODE_MAX_TRIES = 5;

export type ResetOutcome = 'changed' | 'wrong-code' | 'retry-limit';

declare module 'fastify' {
  interface FastifyInstance {
    recovery: {
      /** Mails the user a fresh reset code. */
      sendCode(user: UserRow): Promise<void>;
      /** Changes the password when the code is right (and signs the user out everywhere). */
      resetPassword(user: UserRow, code: string, password: string): Promise<ResetOutcome>;
      /** Mails the user their username. */
      sendUsername(user: UserRow): Promise<void>;
    };
  }
}

/** Password and username recovery (spec part 1 §4 "Password and username recovery"). */
export default fp(
  async (app) => {
    const { now } = app.config;

    async function sendCode(user: UserRow) {
      const code = await app.resetCodes.issue(user.id, new Date(now().getTime() + RESET_CODE_TTL_MS));
      await app.mailer.send({
        to: user.email,
        subject: 'Your UpClub password reset code',
        text:
          `Hi ${user.firstName || user.username},\n\n` +
          `Your password reset code is ${code}. It is valid for ${RESET_CODE_TTL_MS / 60_000} minutes.\n\n` +
          'If you did not ask to reset your password, ignore this mail.\n',
      });
    }

    async function resetPassword(user: UserRow, code: string, password: string): Promise<ResetOutcome> {
      const at = now();
      const passwordHash = await hashPassword(password);
      // One transaction, every statement on it (PGlite would wait forever for a query outside).
      const changed = await app.db.transaction(async (tx) => {
        if (!(await createResetCodesRepository(tx).consume(user.id, code, at))) return false;
        await createUsersRepository(tx).update(user.id, { passwordHash });
        await createTokensRepository(tx).revokeAll(user.id);
        return true;
      });
      // Signed out everywhere: no process may keep the old sessions in its cache.
      if (changed) {
        await app.tokens.forgetUser(user.id);
        return 'changed';
      }
      const tries = await app.resetCodes.countWrongTry(user.id, at);
      if (tries !== null && tries >= RESET_CODE_MAX_TRIES) {
        await sendCode(user);
        return 'retry-limit';
      }
      return 'wrong-code';
    }

    async function sendUsername(user: UserRow) {
      await app.mailer.send({
        to: user.email,
        subject: 'Your UpClub username',
        text: `Hi ${user.firstName || user.username},\n\nYour UpClub username is ${user.username}.\n`,
      });
    }

    app.decorate('recovery', { sendCode, resetPassword, sendUsername });
  },
  { name: 'recovery', dependencies: ['config', 'mail', 'users', 'tokens', 'reset-codes'] },
);
