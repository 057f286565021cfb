import { randomBytes } from 'node:crypto';
import { AUTHORIZATION_CODE_TTL_SECONDS } from '../options';

export interface AuthorizationCode {
  clientId: string;
  redirectUri: string;
  accountId: string;
  scope: string;
  /** S256 challenge; absent only for confidential clients that skipped PKCE. */
  codeChallenge?: string;
  expiresAt: number;
}

export type RedeemResult =
  { ok: true; code: AuthorizationCode } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** One-time authorization codes (memory only: they live ten minutes). */
export class CodeStore {
  private codes = new Map<string, AuthorizationCode & { used: boolean }>();

  constructor(private readonly now: () => number) {}

  create(grant: Omit<AuthorizationCode, 'expiresAt'>): string {
    this.purgeExpired();
    const code = 'AQ' + randomBytes(32).toString('base64url');
    this.codes.set(code, { ...grant, expiresAt: this.now() + AUTHORIZATION_CODE_TTL_SECONDS * 1000, used: false });
    return code;
  }

  /** Marks the code used whatever happens next: a code is good for one attempt. */
  redeem(code: string): RedeemResult {
    const entry = this.codes.get(code);
    if (!entry) return { ok: false, reason: 'unknown' };
    if (entry.used) return { ok: false, reason: 'used' };
    entry.used = true;
    if (entry.expiresAt <= this.now()) return { ok: false, reason: 'expired' };
    const { used: _used, ...grant } = entry;
    return { ok: true, code: grant };
  }

  private purgeExpired(): void {
    const now = this.now();
    for (const [code, entry] of this.codes) if (entry.expiresAt <= now) this.codes.delete(code);
  }
}
