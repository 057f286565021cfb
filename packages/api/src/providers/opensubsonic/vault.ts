import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The credentials of users' links are kept encrypted at rest (AES-256-GCM under CREDENTIAL_KEY):
// a copy of the database alone does not sign anyone in at their music server. The same key,
// through HMAC, signs the media URLs the browser gets (every API process shares it).

/** The key's length in bytes (AES-256). */
export const CREDENTIAL_KEY_BYTES = 32;
/** Where a generated key is kept, in DATA_DIR (one process on the embedded database). */
export const CREDENTIAL_KEY_FILE = 'credential.key';
const IV_BYTES = 12;
const VERSION = 'v1';

/** A 32-byte key written as 64 hex digits or base64 (url-safe or not); undefined when it is neither. */
export function parseCredentialKey(text: string): Buffer | undefined {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return undefined;
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === CREDENTIAL_KEY_BYTES ? bytes : undefined;
}

/**
 * The key kept in `<dataDir>/credential.key`, made (readable by this user only) when there is
 * none. `created` says whether it was made now, so that the start can say so once.
 */
export function loadOrCreateCredentialKey(dataDir: string): { key: Buffer; created: boolean } {
  const file = path.join(dataDir, CREDENTIAL_KEY_FILE);
  if (fs.existsSync(file)) {
    const key = parseCredentialKey(fs.readFileSync(file, 'utf8').trim());
    if (!key) throw new Error(`${file} does not hold a ${CREDENTIAL_KEY_BYTES}-byte key (hex or base64)`);
    return { key, created: false };
  }
  const key = randomBytes(CREDENTIAL_KEY_BYTES);
  fs.mkdirSync(dataDir, { recursive: true });
  // `wx`: two starts at once never overwrite each other's key.
  fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return { key, created: true };
}

export interface Vault {
  seal(plain: string): string;
  /** The plain text, or null when the text was sealed under another key or was altered. */
  open(sealed: string): string | null;
  /** HMAC-SHA256 (hex) of `parts` under a key derived from the credential key. */
  sign(...parts: Array<string | number>): string;
}

export function createVault(key: Buffer): Vault {
  if (key.length !== CREDENTIAL_KEY_BYTES) throw new Error(`the credential key must be ${CREDENTIAL_KEY_BYTES} bytes`);
  // Separate keys for the two uses: a signature never helps with a ciphertext.
  const encryptionKey = createHmac('sha256', key).update('upclub credential encryption').digest();
  const signingKey = createHmac('sha256', key).update('upclub media url signing').digest();
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    sign(...parts) {
      return createHmac('sha256', signingKey).update(parts.join('\n')).digest('hex');
    },
  };
}
