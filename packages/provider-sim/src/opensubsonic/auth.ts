import { createHash, timingSafeEqual } from 'node:crypto';
import type { ProviderStore, Account } from '../store';
import { ERROR_CODES, missing, SUBSONIC_API_VERSION, SubsonicError } from './envelope';
import { optional, type Query } from './params';

// Authentication as the OpenSubsonic description says: `u` + `p` (clear or `enc:` hex),
// `u` + `t` + `s` (t = md5(password + salt), Subsonic 1.13+), or `apiKey` alone (the
// apiKeyAuthentication extension). Every request also names its client (`c`) and protocol (`v`).
//
// Accounts are the emulator's own (premium-listener, free-listener and any made on the consent
// page): the username is the account id. The emulator's accounts have no passwords of their own
// (its consent page signs in by name), so every account takes the one demo password below and an
// API key derived from its name. Like the consent page, this is for local use only.

export const DEMO_PASSWORD = 'upclub-sim';
const API_KEY_PREFIX = 'sim-key-';

/** The API key of an emulator account. */
export const demoApiKey = (username: string): string => `${API_KEY_PREFIX}${username}`;

export type AuthMechanism = 'password' | 'token' | 'apiKey';
export const AUTH_MECHANISMS: readonly AuthMechanism[] = ['password', 'token', 'apiKey'];

const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `enc:` + hex is the password's UTF-8 bytes in hexadecimal; undefined when not valid hex. */
function decodePassword(p: string): string | undefined {
  if (!p.startsWith('enc:')) return p;
  const hex = p.slice(4);
  return /^(?:[0-9a-fA-F]{2})*$/.test(hex) ? Buffer.from(hex, 'hex').toString('utf8') : undefined;
}

/** 1.16.1 serves clients up to 1.16.x; a newer protocol asks the server to upgrade (code 30). */
function checkVersion(v: string): void {
  const match = /^(\d+)\.(\d+)(?:\.(\d+))?$/.exec(v);
  if (!match) throw new SubsonicError(ERROR_CODES.generic, `Invalid protocol version: ${v}`);
  const [major, minor] = SUBSONIC_API_VERSION.split('.').map(Number);
  if (Number(match[1]) !== major || Number(match[2]) > minor) {
    throw new SubsonicError(
      ERROR_CODES.serverTooOld,
      `Incompatible Subsonic REST protocol version. Server must upgrade (it speaks ${SUBSONIC_API_VERSION})`,
    );
  }
}

const wrongCredentials = () => new SubsonicError(ERROR_CODES.wrongCredentials, 'Wrong username or password');

/** The account a request acts for, or the Subsonic error to answer. */
export function authenticate(query: Query, store: ProviderStore, mechanisms: readonly AuthMechanism[]): Account {
  const [u, p, t, s, apiKey] = ['u', 'p', 't', 's', 'apiKey'].map((name) => optional(query, name));
  if (!optional(query, 'c')) throw missing('c');
  const v = optional(query, 'v');
  if (!v) throw missing('v');
  checkVersion(v);

  if (apiKey !== undefined) {
    if (u !== undefined || p !== undefined || t !== undefined || s !== undefined) {
      throw new SubsonicError(
        ERROR_CODES.conflictingMechanisms,
        'Multiple conflicting authentication mechanisms provided',
      );
    }
    if (!mechanisms.includes('apiKey')) {
      throw new SubsonicError(ERROR_CODES.mechanismNotSupported, 'Provided authentication mechanism not supported');
    }
    const username = apiKey.startsWith(API_KEY_PREFIX) ? apiKey.slice(API_KEY_PREFIX.length) : '';
    const account = store.getAccount(username);
    if (!account || !sameText(apiKey, demoApiKey(account.id))) {
      throw new SubsonicError(ERROR_CODES.invalidApiKey, 'Invalid API key');
    }
    return account;
  }

  if (!u) throw missing('u');
  if (p !== undefined && (t !== undefined || s !== undefined)) {
    throw new SubsonicError(
      ERROR_CODES.conflictingMechanisms,
      'Multiple conflicting authentication mechanisms provided',
    );
  }
  const account = store.getAccount(u);
  if (p !== undefined) {
    if (!mechanisms.includes('password')) {
      throw new SubsonicError(ERROR_CODES.mechanismNotSupported, 'Provided authentication mechanism not supported');
    }
    const password = decodePassword(p);
    if (!account || password === undefined || !sameText(password, DEMO_PASSWORD)) throw wrongCredentials();
    return account;
  }
  if (t === undefined && s === undefined) throw missing('p or t and s');
  if (!t) throw missing('t');
  if (!s) throw missing('s');
  if (!mechanisms.includes('token')) {
    // What a server that keeps no clear passwords answers (real servers: LDAP users).
    throw new SubsonicError(ERROR_CODES.tokenNotSupported, 'Token authentication not supported');
  }
  if (!account || !sameText(t.toLowerCase(), md5(DEMO_PASSWORD + s))) throw wrongCredentials();
  return account;
}
