import { STORAGE_KEYS } from '@upclub/shared/session';
import { readProviderHolder, writeProviderHolder } from '.';
import { loadHolderKey, type KeyStore } from './holder-crypto';

beforeEach(() => localStorage.clear());

describe('encrypted holder of provider access', () => {
  it('reads none when nothing is stored', async () => {
    expect(await readProviderHolder()).toEqual({ status: 'none' });
  });

  it('round-trips username and refresh token, encrypted', async () => {
    await writeProviderHolder({ username: 'jane', refreshToken: 'refresh-secret-123' });
    const stored = localStorage.getItem(STORAGE_KEYS.providerAccessHolder)!;
    expect(stored).not.toContain('jane');
    expect(stored).not.toContain('refresh-secret-123');
    expect(JSON.parse(stored)).toEqual({ v: 1, iv: expect.any(String), data: expect.any(String) });
    expect(await readProviderHolder()).toEqual({ status: 'ok', username: 'jane', refreshToken: 'refresh-secret-123' });
  });

  it('uses a fresh IV for every write', async () => {
    await writeProviderHolder({ username: 'jane', refreshToken: 'rt' });
    const first = localStorage.getItem(STORAGE_KEYS.providerAccessHolder);
    await writeProviderHolder({ username: 'jane', refreshToken: 'rt' });
    expect(localStorage.getItem(STORAGE_KEYS.providerAccessHolder)).not.toBe(first);
  });

  it.each([
    ['not JSON', () => localStorage.setItem(STORAGE_KEYS.providerAccessHolder, 'garbage')],
    [
      'plain JSON of the secret',
      () =>
        localStorage.setItem(
          STORAGE_KEYS.providerAccessHolder,
          JSON.stringify({ username: 'jane', refreshToken: 'rt' }),
        ),
    ],
    [
      'tampered ciphertext',
      () => {
        const env = JSON.parse(localStorage.getItem(STORAGE_KEYS.providerAccessHolder)!);
        const bytes = atob(env.data).split('');
        bytes[0] = String.fromCharCode(bytes[0].charCodeAt(0) ^ 1);
        env.data = btoa(bytes.join(''));
        localStorage.setItem(STORAGE_KEYS.providerAccessHolder, JSON.stringify(env));
      },
    ],
    [
      'bad base64',
      () => {
        const env = JSON.parse(localStorage.getItem(STORAGE_KEYS.providerAccessHolder)!);
        localStorage.setItem(STORAGE_KEYS.providerAccessHolder, JSON.stringify({ ...env, iv: '%%%' }));
      },
    ],
    ['lost key (secret replaced)', () => localStorage.setItem(STORAGE_KEYS.providerHolderSecret, btoa('x'.repeat(32)))],
    ['lost key (secret removed)', () => localStorage.removeItem(STORAGE_KEYS.providerHolderSecret)],
  ])('reads unreadable when %s', async (_label, spoil) => {
    await writeProviderHolder({ username: 'jane', refreshToken: 'rt' });
    spoil();
    expect(await readProviderHolder()).toEqual({ status: 'unreadable' });
  });

  it('refuses an empty username or token', async () => {
    await expect(writeProviderHolder({ username: '', refreshToken: 'rt' })).rejects.toThrow();
  });
});

describe('holder key', () => {
  /** A key store like IndexedDB's: keeps the first key it is given. */
  const memoryStore = (): KeyStore & { added: number } => {
    let kept: CryptoKey | undefined;
    const store = {
      added: 0,
      async getOrAdd(candidate: CryptoKey) {
        if (!kept) {
          kept = candidate;
          store.added += 1;
        }
        return kept;
      },
    };
    return store;
  };

  it('keeps one non-extractable AES-GCM key in the key store', async () => {
    const store = memoryStore();
    const first = await loadHolderKey(store);
    const second = await loadHolderKey(store);
    expect(second).toBe(first);
    expect(store.added).toBe(1);
    expect(first.extractable).toBe(false);
    expect(first.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect(localStorage.getItem(STORAGE_KEYS.providerHolderSecret)).toBeNull();
  });

  it('falls back to a key derived from a local secret when the store fails or is missing', async () => {
    const failing: KeyStore = { getOrAdd: () => Promise.reject(new Error('blocked')) };
    const key = await loadHolderKey(failing);
    expect(key.extractable).toBe(false);
    const secret = localStorage.getItem(STORAGE_KEYS.providerHolderSecret);
    expect(atob(secret!)).toHaveLength(32);
    // The same secret derives a key that decrypts what the first one encrypted.
    const iv = new Uint8Array(12);
    const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode('hi'));
    const again = await loadHolderKey(null);
    expect(new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, again, cipher))).toBe('hi');
  });
});
