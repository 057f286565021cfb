import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { throttled } from '../../errors';
import type { RateWindows } from './rate-windows';

/**
 * A ceiling on one account's sign-in attempts from addresses it has not signed in from (issue 24).
 *
 * The per-(username, address) budget (the throttle's `login` scope) stops one address; guesses
 * spread over many addresses, each under its budget, were not limited at all. Now every attempt
 * on an account from an address that has not signed in to it before counts against the
 * account's budget: `failures` per window of `lockMinutes`. The attempt past it locks the account
 * against unknown addresses until the window ends, and each further lock within a day lasts twice
 * the one before (15, 30, 60 minutes... at most a day): 429 with Retry-After.
 *
 * What keeps a stranger from locking the owner out: an address that signed in to the account
 * successfully in the last KNOWN_ADDRESS_DAYS is "known" and never counted nor refused by this
 * ceiling (it keeps only its own per-address budget), and a successful password reset (which
 * proves the mailbox) lifts the lock. A success from an unknown address (whoever has the
 * password) forgets the count too. The counts live in the database's rate windows, so every API
 * process counts against one budget. Known addresses are stored as a digest of (account,
 * address), not the address itself.
 */

export const KNOWN_ADDRESS_DAYS = 30;
const DAY_MS = 86_400_000;

export interface LoginGuardLimits {
  /** Attempts from unknown addresses per window before the account locks against them. */
  failures: number;
  /** The window and the first lock, in minutes; each later lock within a day doubles. */
  lockMinutes: number;
}

export function createLoginGuard(limits: LoginGuardLimits, windows: RateWindows, now: () => Date) {
  const baseMs = limits.lockMinutes * 60_000;
  const attemptsKey = (userId: number) => `login-account:${userId}`;
  const locksKey = (userId: number) => `login-locks:${userId}`;
  const knownKey = (userId: number, ip: string) =>
    `login-known:${createHash('sha256').update(`${userId}|${ip}`).digest('base64url').slice(0, 32)}`;

  return {
    /**
     * Before the password is checked: throws a 429 when the account is locked against `ip`;
     * otherwise an attempt from an unknown address is counted (before the check, so that
     * parallel guesses cannot slip past the ceiling).
     */
    async check(userId: number, ip: string): Promise<void> {
      const at = now();
      if (await windows.has(knownKey(userId, ip), at)) return;
      const { count, resetAt } = await windows.count(attemptsKey(userId), baseMs, at);
      if (count <= limits.failures) return;
      let until = resetAt;
      if (count === limits.failures + 1) {
        // The first refusal of this window sets the lock: twice as long as the one before today.
        const { count: locks } = await windows.count(locksKey(userId), DAY_MS, at);
        until = new Date(at.getTime() + Math.min(DAY_MS, baseMs * 2 ** (locks - 1)));
        await windows.extend(attemptsKey(userId), until);
      }
      throw throttled(Math.max(1, until.getTime() - at.getTime()) / 1000);
    },

    /** After a successful sign-in from `ip`: the address is known from now on, the count forgotten. */
    async succeeded(userId: number, ip: string): Promise<void> {
      const at = now();
      await windows.mark(knownKey(userId, ip), new Date(at.getTime() + KNOWN_ADDRESS_DAYS * DAY_MS));
      await windows.forget(attemptsKey(userId));
    },

    /** The owner proved their mailbox (a password reset): the lock and its history go. */
    async clear(userId: number): Promise<void> {
      await windows.forget(attemptsKey(userId));
      await windows.forget(locksKey(userId));
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;

declare module 'fastify' {
  interface FastifyInstance {
    loginGuard: LoginGuard;
  }
}

export default fp(
  async (app) => {
    const { accountFailures, accountLockMinutes } = app.config.rateLimit;
    app.decorate(
      'loginGuard',
      createLoginGuard({ failures: accountFailures, lockMinutes: accountLockMinutes }, app.rateWindows, app.config.now),
    );
  },
  { name: 'login-guard', dependencies: ['config', 'rate-windows'] },
);
