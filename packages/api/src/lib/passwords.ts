import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordPool } from './password-pool';

// Passwords: argon2id (@node-rs/argon2, the Rust `argon2` crate), the algorithm OWASP's Password
// Storage Cheat Sheet puts first, at its first configuration: m=19 MiB, t=2, p=1. It is stored in
// the PHC string format, `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`, parameters included, so
// they can be raised without breaking older hashes. Why not the scrypt of before (N=2^17, r=8:
// 128 MiB, about 0.45 s a hash on this 2-core machine): with a crowd signing in, hashing took the
// cores and sign-ins waited seconds; argon2id at OWASP's parameters costs about 9 ms and 19 MiB
// for the same guidance-level resistance. Hashes of the former format,
// `scrypt$N$r$p$<salt b64>$<hash b64>`, still verify and are replaced at the next sign-in.
// Every hash runs on the password pool's threads (password-pool.ts), never libuv's.

/** Argon2id cost: memory in KiB and passes (OWASP: 19 MiB, 2 passes, 1 lane). */
export interface PasswordParams {
  memoryKiB: number;
  passes: number;
}

export const DEFAULT_PASSWORD_PARAMS: PasswordParams = { memoryKiB: 19_456, passes: 2 };
const PARALLELISM = 1;
const ARGON2ID = 2;
/** Above these, a stored hash is refused rather than run: its cost would be the attacker's choice. */
const MAX_MEMORY_KIB = 262_144;
const MAX_PASSES = 16;
const MAX_SCRYPT_N = 2 ** 20;

/** Unicode forms of one password are one password (NFKC), as before. */
const normalize = (password: string) => password.normalize('NFKC');

interface Argon2Stored {
  kind: 'argon2id';
  memoryKiB: number;
  passes: number;
  lanes: number;
}
interface ScryptStored {
  kind: 'scrypt';
  N: number;
  r: number;
  p: number;
  salt: string;
  hash: string;
}

function parse(encoded: string): Argon2Stored | ScryptStored | null {
  if (encoded.startsWith('$argon2id$')) {
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(encoded);
    if (!match) return null;
    const [memoryKiB, passes, lanes] = match.slice(1).map(Number);
    if (memoryKiB > MAX_MEMORY_KIB || passes > MAX_PASSES || lanes > 4) return null;
    return { kind: 'argon2id', memoryKiB, passes, lanes };
  }
  const [algorithm, n, r, p, salt, hash] = encoded.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (algorithm !== 'scrypt' || !salt || !hash) return null;
  if (![params.N, params.r, params.p].every(Number.isSafeInteger) || params.N > MAX_SCRYPT_N) return null;
  return { kind: 'scrypt', ...params, salt, hash };
}

/**
 * The passwords of one API process: hash, verify, and whether a stored hash should be replaced,
 * each hash on `pool` (which may refuse with PasswordPoolBusyError when its queue is full).
 */
export function createPasswords(pool: PasswordPool, params: PasswordParams = DEFAULT_PASSWORD_PARAMS) {
  const options = {
    algorithm: ARGON2ID,
    memoryCost: params.memoryKiB,
    timeCost: params.passes,
    parallelism: PARALLELISM,
  } as const;

  async function hash(password: string): Promise<string> {
    return pool.run({ op: 'argon2-hash', password: normalize(password), options });
  }

  async function verify(password: string, encoded: string): Promise<boolean> {
    const stored = parse(encoded);
    if (!stored) return false;
    if (stored.kind === 'argon2id') return pool.run({ op: 'argon2-verify', encoded, password: normalize(password) });
    const expected = Buffer.from(stored.hash, 'base64');
    const key = await pool.run({
      op: 'scrypt',
      password: normalize(password),
      salt: Buffer.from(stored.salt, 'base64'),
      keyLength: expected.length,
      // scrypt needs 128·N·r bytes; node's default maxmem (32 MiB) is below the old cost.
      params: { N: stored.N, r: stored.r, p: stored.p, maxmem: 2 * 128 * stored.N * stored.r * stored.p },
    });
    return key.length === expected.length && timingSafeEqual(key, expected);
  }

  /** Whether a stored hash is of the former kind or cheaper than `params` (sign-in replaces it). */
  function needsRehash(encoded: string): boolean {
    const stored = parse(encoded);
    return (
      !stored || stored.kind !== 'argon2id' || stored.memoryKiB < params.memoryKiB || stored.passes < params.passes
    );
  }

  // A hash of nothing, to spend the same time on unknown usernames as on wrong passwords.
  let dummy: Promise<string> | null = null;
  async function spendTime(password: string): Promise<void> {
    dummy ??= hash(randomBytes(16).toString('hex'));
    const made = await dummy.catch((error: unknown) => {
      dummy = null;
      throw error;
    });
    await verify(password, made);
  }

  return { hash, verify, needsRehash, spendTime };
}

export type Passwords = ReturnType<typeof createPasswords>;
