import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema';
import { throttled } from '../../errors';
import { createResetCodesRepository, RESET_CODE_TTL_MS, type RecoveryMailKind } from './reset-codes';
import { createTokensRepository } from './tokens';
import { createUsersRepository } from './users';

export { RESET_CODE_TTL_MS } from './reset-codes';
/** The wrong try that spends a code: a new one is mailed. */
export const RESET_CODE_MAX_TRIES = 5;

const DAY_MS = 86_400_000;

export type ResetOutcome = 'changed' | 'wrong-code' | 'retry-limit';

declare module 'fastify' {
  interface FastifyInstance {
    recovery: {
      /**
       * Mails the user a reset code: a new one, or, while one is live, word that it still holds
       * (a second request must not void the code the user is typing). Throws a 429 within the
       * pause between two mails to one address or past the day's cap.
       */
      sendCode(user: UserRow, ip: string): Promise<void>;
      /** Changes the password when the code is right (and signs the user out everywhere). */
      resetPassword(user: UserRow, code: string, password: string, ip: string): Promise<ResetOutcome>;
      /** Mails the user their username. */
      sendUsername(user: UserRow, ip: string): Promise<void>;
    };
  }
}

/** Password and username recovery (spec part 1 §4 "Password and username recovery"). */
export default fp(
  async (app) => {
    const { now } = app.config;
    const { codeMailCooldownSeconds, codeMailsPerDay, codeMailboxPerDay } = app.config.rateLimit;

    /**
     * One recovery mail of this kind, or a 429 with the wait. Two daily budgets: the asking client
     * address's for this user (`codeMailsPerDay`), then the mailbox's over every address
     * (`codeMailboxPerDay`, several addresses' worth, with the pause between two mails): a
     * stranger at one address cannot spend the mails the owner needs (issue 24), and the mailbox
     * is still not flooded.
     */
    async function claimMail(user: UserRow, kind: RecoveryMailKind, at: Date, cooldown: boolean, ip: string) {
      const key = `mail:${kind}:${user.id}|${ip}`;
      const addressWaitMs = await app.rateWindows.take(key, DAY_MS, codeMailsPerDay, at);
      if (addressWaitMs !== null) throw throttled(addressWaitMs / 1000);
      const wait = await app.recoveryMails.claim(user.id, kind, at, {
        cooldownMs: cooldown ? codeMailCooldownSeconds * 1000 : 0,
        perDay: codeMailboxPerDay,
      });
      if (wait !== null) {
        await app.rateWindows.giveBack(key);
        throw throttled(wait);
      }
    }

    async function sendCode(user: UserRow, ip: string) {
      const at = now();
      await claimMail(user, 'code', at, true, ip);
      const live = await app.resetCodes.live(user.id, at);
      if (live) {
        // Only the code's hash is kept: the mail points to the first one instead of repeating it.
        const time = (d: Date) => `${d.toISOString().slice(11, 16)} UTC`;
        await app.mailer.send({
          to: user.email,
          subject: 'Your UpClub password reset code',
          text:
            `Hi ${user.firstName || user.username},\n\n` +
            `The password reset code we mailed you at ${time(live.createdAt)} is still valid until ` +
            `${time(live.expiresAt)}: use that code. After that time you can ask for a new one.\n\n` +
            'If you did not ask to reset your password, ignore this mail.\n',
        });
        return;
      }
      await mailNewCode(user, at);
    }

    async function mailNewCode(user: UserRow, at: Date) {
      const code = await app.resetCodes.issue(user.id, at);
      await app.mailer.send({
        to: user.email,
        subject: 'Your UpClub password reset code',
        text:
          `Hi ${user.firstName || user.username},\n\n` +
          `Your password reset code is ${code}. It is valid for ${RESET_CODE_TTL_MS / 60_000} minutes.\n\n` +
          'If you did not ask to reset your password, ignore this mail.\n',
      });
    }

    async function resetPassword(user: UserRow, code: string, password: string, ip: string): Promise<ResetOutcome> {
      const at = now();
      // A wrong code costs no password hash: checked before hashing.
      const passwordHash = (await app.resetCodes.matches(user.id, code, at))
        ? await app.passwords.hash(password)
        : null;
      // One transaction, every statement on it (PGlite would wait forever for a query outside).
      const changed = await app.db.transaction(async (tx) => {
        if (!passwordHash || !(await createResetCodesRepository(tx).consume(user.id, code, at))) return false;
        await createUsersRepository(tx).update(user.id, { passwordHash });
        await createTokensRepository(tx).revokeAll(user.id);
        return true;
      });
      // Signed out everywhere: no process may keep the old sessions in its cache.
      if (changed) {
        await app.tokens.forgetUser(user.id);
        // The owner proved the mailbox: a sign-in lock set by strangers' guesses no longer holds.
        await app.loginGuard.clear(user.id);
        return 'changed';
      }
      const tries = await app.resetCodes.countWrongTry(user.id, at);
      if (tries !== null && tries >= RESET_CODE_MAX_TRIES) {
        // The code is spent whatever follows; a new one goes out at once (no pause: the user is at
        // the form), within the day's cap.
        await app.resetCodes.spend(user.id);
        await claimMail(user, 'code', at, false, ip);
        await mailNewCode(user, at);
        return 'retry-limit';
      }
      return 'wrong-code';
    }

    async function sendUsername(user: UserRow, ip: string) {
      // The day's caps bound mails to one mailbox (the per-email throttle only slows them).
      await claimMail(user, 'username', now(), false, ip);
      await app.mailer.send({
        to: user.email,
        subject: 'Your UpClub username',
        text: `Hi ${user.firstName || user.username},\n\nYour UpClub username is ${user.username}.\n`,
      });
    }

    app.decorate('recovery', { sendCode, resetPassword, sendUsername });
  },
  {
    name: 'recovery',
    dependencies: ['config', 'mail', 'rate-windows', 'users', 'tokens', 'reset-codes', 'passwords', 'login-guard'],
  },
);
