import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// Passwords: scrypt from node:crypto with a per-user salt, stored with its parameters so they
// can be raised without breaking old hashes: `scrypt$N$r$p$<salt b64>$<hash b64>`. A hash made
// with less than the current cost verifies as before and is replaced at the next sign-in.

/**
 * log2 of N by current guidance (OWASP: N=2^17, r=8, p=1; 128 MiB per hash). The libuv pool
 * runs at most four hashes at once, which bounds the memory of a burst of sign-ins.
 */
export const DEFAULT_PASSWORD_COST = 17;
/** The cost of every hash before the raise (N=2^14), still accepted and upgraded at sign-in. */
export const LEGACY_PASSWORD_COST = 14;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** Above this, a stored hash is refused rather than run: its memory would be the attacker's choice. */
const MAX_COST = 20;

interface Params {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, { N, r, p }: Params): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; node's default maxmem (32 MiB) is below the guidance.
  const maxmem = 2 * 128 * N * r * p;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: number = DEFAULT_PASSWORD_COST): Promise<string> {
  const params = { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM };
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function paramsOf(encoded: string): (Params & { salt: string; hash: string }) | null {
  const [algorithm, n, r, p, salt, hash] = encoded.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (algorithm !== 'scrypt' || !salt || !hash) return null;
  if (![params.N, params.r, params.p].every(Number.isSafeInteger) || params.N > 2 ** MAX_COST) return null;
  return { ...params, salt, hash };
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const stored = paramsOf(encoded);
  if (!stored) return false;
  const expected = Buffer.from(stored.hash, 'base64');
  const key = await derive(password, Buffer.from(stored.salt, 'base64'), stored);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash is weaker than `cost` asks (then sign-in stores a new one). */
export function needsRehash(encoded: string, cost: number = DEFAULT_PASSWORD_COST): boolean {
  const stored = paramsOf(encoded);
  return !stored || stored.N < 2 ** cost || stored.r < BLOCK_SIZE || stored.p < PARALLELISM;
}

/** A hash of nothing per cost, to spend the same time on unknown usernames as on wrong passwords. */
const dummyHashes = new Map<number, Promise<string>>();
export async function spendPasswordTime(password: string, cost: number = DEFAULT_PASSWORD_COST): Promise<void> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(password, await dummy);
}
