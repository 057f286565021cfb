import { readStored, writeStored } from '@upclub/shared/session';
import { bytesToBase64, base64ToBytes } from './base64';
import { HOLDER_STORAGE } from './holder-storage';

/*
 * The key that encrypts the holder of provider access (AES-GCM, 256 bits).
 *
 * Normal case: a non-extractable CryptoKey generated once and kept in IndexedDB (browsers
 * store CryptoKey objects there by structured clone). Its bytes can never be read back, not
 * even by this page's own scripts, so a copy of local storage alone cannot be decrypted.
 *
 * Fallback: where IndexedDB is missing or refuses to open (jsdom in tests, some private-mode
 * browsers), the key is derived with HKDF-SHA-256 from a random 256-bit secret kept in local
 * storage beside the holder. That still keeps the refresh token out of plain sight and makes
 * any tampering detectable (GCM authenticates), but whoever can read local storage can read the
 * secret too: it is weaker than the IndexedDB key and only used when that one cannot be had.
 *
 * If the key is lost (IndexedDB cleared, secret removed), the holder no longer decrypts: it is
 * "unreadable" and the login flow discards it and asks the provider again (spec §4 step 3).
 */

const DB_NAME = 'upclub-session';
const DB_STORE = 'keys';
const KEY_ID = 'provider-holder';
const HKDF_INFO = 'upclub provider holder v1';
const SECRET_BYTES = 32;

const AES: AesKeyGenParams = { name: 'AES-GCM', length: 256 };
const USAGES: KeyUsage[] = ['encrypt', 'decrypt'];

/** Where the IndexedDB key lives: returns the stored key, or stores and returns the candidate. */
export interface KeyStore {
  getOrAdd(candidate: CryptoKey): Promise<CryptoKey>;
}

const isCryptoKey = (value: unknown): value is CryptoKey =>
  typeof value === 'object' && value !== null && 'algorithm' in value && 'usages' in value;

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(DB_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
}

/** The IndexedDB key store, or null where IndexedDB does not exist. */
export function indexedDbKeyStore(): KeyStore | null {
  if (typeof indexedDB === 'undefined') return null;
  return {
    async getOrAdd(candidate) {
      const db = await openDatabase();
      try {
        // One read-write transaction: two tabs starting at once agree on the first key stored.
        return await new Promise<CryptoKey>((resolve, reject) => {
          const tx = db.transaction(DB_STORE, 'readwrite');
          const store = tx.objectStore(DB_STORE);
          let key = candidate;
          const read = store.get(KEY_ID);
          read.onsuccess = () => {
            if (isCryptoKey(read.result)) key = read.result;
            else store.put(candidate, KEY_ID);
          };
          tx.oncomplete = () => resolve(key);
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
        });
      } finally {
        db.close();
      }
    },
  };
}

async function keyFromLocalSecret(): Promise<CryptoKey> {
  let secret = readStored(HOLDER_STORAGE.secret);
  let bytes: Uint8Array<ArrayBuffer> | null = null;
  if (secret) {
    try {
      bytes = base64ToBytes(secret);
    } catch {
      bytes = null;
    }
  }
  if (!bytes || bytes.length !== SECRET_BYTES) {
    bytes = crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
    secret = bytesToBase64(bytes);
    writeStored(HOLDER_STORAGE.secret, secret);
  }
  const material = await crypto.subtle.importKey('raw', bytes, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(SECRET_BYTES), info: new TextEncoder().encode(HKDF_INFO) },
    material,
    AES,
    false,
    USAGES,
  );
}

/** The holder key from the given store, falling back to the local secret when the store fails. */
export async function loadHolderKey(store: KeyStore | null): Promise<CryptoKey> {
  if (store) {
    try {
      const candidate = await crypto.subtle.generateKey(AES, false, USAGES);
      return await store.getOrAdd(candidate);
    } catch {
      // IndexedDB refused (private mode, quota): use the local secret instead.
    }
  }
  return keyFromLocalSecret();
}

let cached: Promise<CryptoKey> | null = null;

/**
 * The page's holder key. The IndexedDB key is loaded once per page; the fallback key is
 * derived on every use (cheap), so it always follows the secret currently in local storage.
 */
export function holderKey(): Promise<CryptoKey> {
  const store = indexedDbKeyStore();
  if (!store) return keyFromLocalSecret();
  cached ??= loadHolderKey(store).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
