import * as v from 'valibot';
import { SESSION_STORAGE, readStored, writeStored, type StoredValue } from '.';

const values = Object.entries(SESSION_STORAGE) as Array<[string, StoredValue<unknown>]>;

beforeEach(() => localStorage.clear());

describe('every session value in local storage', () => {
  it.each(values)('%s: its default passes its schema', (_name, value) => {
    const encoded = value.fallback === null ? null : value.format === 'json' ? value.fallback : String(value.fallback);
    expect(v.safeParse(value.schema, encoded).success).toBe(true);
  });

  it.each(values)('%s: nothing stored reads as the default', (_name, value) => {
    expect(readStored(value)).toEqual(value.fallback);
  });

  it.each(values)('%s: garbage reads as the default', (_name, value) => {
    localStorage.setItem(value.key, '{not json');
    const result = readStored(value);
    if (
      value.format === 'json' ||
      value.key === SESSION_STORAGE.authenticated.key ||
      value.key === SESSION_STORAGE.providerConnected.key
    ) {
      expect(result).toEqual(value.fallback);
    }
  });
});

describe('round trips', () => {
  it('flags', () => {
    writeStored(SESSION_STORAGE.providerConnected, true);
    expect(localStorage.getItem('is_spotify_connected')).toBe('true');
    expect(readStored(SESSION_STORAGE.providerConnected)).toBe(true);
  });

  it('PKCE values keep their spec lengths', () => {
    writeStored(SESSION_STORAGE.authorizeState, 'abcdefgh');
    expect(readStored(SESSION_STORAGE.authorizeState)).toBe('abcdefgh');
    localStorage.setItem('authorize_state', 'short');
    expect(readStored(SESSION_STORAGE.authorizeState)).toBeNull();
    localStorage.setItem('code_verifier', 'x'.repeat(43));
    expect(readStored(SESSION_STORAGE.codeVerifier)).toBe('x'.repeat(43));
  });

  it('next page is JSON and only a path of this app', () => {
    writeStored(SESSION_STORAGE.nextPage, { path: '/clubs/4', query: { state: 'new' } });
    expect(JSON.parse(localStorage.getItem('next_page')!)).toEqual({ path: '/clubs/4', query: { state: 'new' } });
    expect(readStored(SESSION_STORAGE.nextPage)).toEqual({ path: '/clubs/4', query: { state: 'new' } });
    localStorage.setItem('next_page', JSON.stringify({ path: 'https://evil.example/', query: {} }));
    expect(readStored(SESSION_STORAGE.nextPage)).toBeNull();
  });

  it('null removes the key', () => {
    writeStored(SESSION_STORAGE.resetUsername, 'jane');
    writeStored(SESSION_STORAGE.resetUsername, null);
    expect(localStorage.getItem('reset_username')).toBeNull();
  });
});
