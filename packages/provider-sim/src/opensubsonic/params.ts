import { ERROR_CODES, missing, SubsonicError } from './envelope';

/** A query string as Fastify parses it: a repeated parameter becomes an array. */
export type Query = Record<string, string | string[] | undefined>;

/** The parameter's (first) value, if given. */
export function optional(query: Query, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
}

export function required(query: Query, name: string): string {
  const value = optional(query, name);
  if (value === undefined || value === '') throw missing(name);
  return value;
}

/** Every value of a parameter that may repeat (`id=1&id=2`). */
export function all(query: Query, name: string): string[] {
  const value = query[name];
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(Boolean);
}

/** A whole number >= 0 with a default; anything else is a failed request (code 0). */
export function count(query: Query, name: string, fallback: number): number {
  const value = optional(query, name);
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new SubsonicError(ERROR_CODES.generic, `Invalid value for ${name}: ${value}`);
  return Number(value);
}
