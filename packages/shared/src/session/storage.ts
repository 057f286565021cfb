// valibot, not zod: the session is read at every start, and valibot's schemas tree-shake one by
// one, where zod's core module carries whatever the validation area (loaded later) uses.
import * as v from 'valibot';
import { nextRouteSchema, type NextRoute } from '@upclub/shared/guard';
import { AUTHORIZE_STATE_LENGTH, CODE_VERIFIER_LENGTH } from '@upclub/shared/constants';
import { STORAGE_KEYS } from './keys';

/**
 * A value the session keeps in local storage: its key, how it is written (`raw` string or
 * `json`), its schema and its default. Whatever is missing, malformed or fails the schema
 * reads as the default, so no caller ever sees a half-valid value.
 */
export interface StoredValue<T> {
  key: string;
  format: 'raw' | 'json';
  schema: v.GenericSchema<unknown, T>;
  fallback: T;
}

const flag = (key: string): StoredValue<boolean> => ({
  key,
  format: 'raw',
  schema: v.pipe(
    v.picklist(['true', 'false']),
    v.transform((raw) => raw === 'true'),
  ),
  fallback: false,
});

const text = (
  key: string,
  schema: v.GenericSchema<string, string> = v.pipe(v.string(), v.minLength(1)),
): StoredValue<string | null> => ({
  key,
  format: 'raw',
  schema: v.nullable(schema),
  fallback: null,
});

/** Every value of the session in local storage (spec part 1 §3 "Local browser storage keys"). */
export const SESSION_STORAGE = {
  token: text(STORAGE_KEYS.token),
  authenticated: flag(STORAGE_KEYS.authenticated),
  providerConnected: flag(STORAGE_KEYS.providerConnected),
  authorizeState: text(STORAGE_KEYS.authorizeState, v.pipe(v.string(), v.length(AUTHORIZE_STATE_LENGTH))),
  codeVerifier: text(STORAGE_KEYS.codeVerifier, v.pipe(v.string(), v.length(CODE_VERIFIER_LENGTH))),
  authorizeCode: text(STORAGE_KEYS.authorizeCode),
  resetUsername: text(STORAGE_KEYS.resetUsername),
  nextPage: {
    key: STORAGE_KEYS.nextPage,
    format: 'json',
    schema: v.nullable(nextRouteSchema),
    fallback: null,
  } satisfies StoredValue<NextRoute | null>,
} as const;

/** The raw string under a key, or null (also when storage is blocked). */
export function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // storage blocked: nothing to remove
  }
}

export function readStored<T>(value: StoredValue<T>): T {
  const raw = readRaw(value.key);
  if (raw === null) return value.fallback;
  let decoded: unknown = raw;
  if (value.format === 'json') {
    try {
      decoded = JSON.parse(raw);
    } catch {
      return value.fallback;
    }
  }
  const parsed = v.safeParse(value.schema, decoded);
  return parsed.success ? parsed.output : value.fallback;
}

/** Writes a value; null or undefined removes the key. */
export function writeStored<T>(value: StoredValue<T>, data: T): void {
  if (data === null || data === undefined) return removeStored(value.key);
  const raw = value.format === 'json' ? JSON.stringify(data) : String(data);
  localStorage.setItem(value.key, raw);
}
