import path from 'node:path';

// The readers of single variables, by the rules of config.ts (which re-exports them): every other
// config-*.ts module reads the environment through these.

/** A setting the environment gets wrong: the message names the variable and the rule. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export type Env = NodeJS.ProcessEnv;

/** A variable's value, or undefined when it is unset or empty. */
export function readText(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** A flag: 1/true or 0/false (any case). */
export function readFlag(env: Env, name: string, fallback: boolean): boolean {
  const value = readText(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ConfigError(`${name} must be 1, true, 0 or false, got ${env[name]}`);
}

/** A comma-separated list, each item trimmed, empty items left out. */
export function readList(env: Env, name: string): string[] {
  return (readText(env, name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A whole number of at least `min` (a count, days, or milliseconds; 0 only where it means "off"),
 * or the fallback when unset: the one reader of every numeric variable but PORT.
 */
export function readWholeNumber(env: Env, name: string, fallback: number, min = 1): number {
  const text = readText(env, name);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < min) {
    const range = min === 1 ? 'above 0' : `from ${min}`;
    throw new ConfigError(`${name} must be a whole number ${range}, got ${env[name]}`);
  }
  return n;
}

/** An http(s) URL without its trailing slashes. */
export function readUrl(env: Env, name: string): string | undefined {
  const text = readText(env, name);
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name} must be an http(s) URL, got ${text}`);
  return text.replace(/\/+$/, '');
}

/** A folder: a relative one from where the command was typed. */
export function readDir(env: Env, name: string, fallback: string): string {
  const text = readText(env, name);
  return text === undefined ? fallback : path.resolve(env.INIT_CWD || process.cwd(), text);
}
