import * as v from 'valibot';
import { STORAGE_KEYS, readRaw, readStored, removeStored, writeStored } from '@upclub/shared/session';
import { bytesToBase64, base64ToBytes } from './base64';
import { holderKey } from './holder-crypto';
import { HOLDER_STORAGE } from './holder-storage';

/** What the encrypted holder of provider access protects (spec part 1 §3). */
export interface ProviderHolder {
  username: string;
  refreshToken: string;
}

export type ProviderHolderRead = { status: 'none' } | { status: 'unreadable' } | ({ status: 'ok' } & ProviderHolder);

const holderSchema = v.object({
  username: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.pipe(v.string(), v.minLength(1)),
});

const IV_BYTES = 12;
/** Binds the ciphertext to its purpose: a ciphertext moved under another key does not decrypt. */
const ADDITIONAL_DATA = new TextEncoder().encode(STORAGE_KEYS.providerAccessHolder);

/** Encrypts {username, refresh token} with AES-GCM and stores it. */
export async function writeProviderHolder(holder: ProviderHolder): Promise<void> {
  const value = v.parse(holderSchema, holder);
  const key = await holderKey();
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: ADDITIONAL_DATA }, key, plain);
  writeStored(HOLDER_STORAGE.envelope, {
    v: 1,
    iv: bytesToBase64(iv),
    data: bytesToBase64(new Uint8Array(cipher)),
  });
}

/**
 * The stored holder: `none` when nothing is stored, `unreadable` when anything fails
 * (malformed envelope, wrong or lost key, tampered data, unexpected content).
 */
export async function readProviderHolder(): Promise<ProviderHolderRead> {
  if (readRaw(HOLDER_STORAGE.envelope.key) === null) return { status: 'none' };
  const envelope = readStored(HOLDER_STORAGE.envelope);
  if (!envelope) return { status: 'unreadable' };
  try {
    const key = await holderKey();
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: base64ToBytes(envelope.iv), additionalData: ADDITIONAL_DATA },
      key,
      base64ToBytes(envelope.data),
    );
    const holder = v.safeParse(holderSchema, JSON.parse(new TextDecoder().decode(plain)));
    return holder.success ? { status: 'ok', ...holder.output } : { status: 'unreadable' };
  } catch {
    return { status: 'unreadable' };
  }
}

export function removeProviderHolder(): void {
  removeStored(HOLDER_STORAGE.envelope.key);
}
