// The core error type: what both zod builds (the API's full one, the browser's mini one) raise.
import type { z } from 'zod/mini';

/** A 400 body in the DRF convention: every field with its messages. */
export type FieldErrors = Record<string, string[]>;

/** Turns a zod error into DRF's `{field: [messages]}` (first message per rule order). */
export function toFieldErrors(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'non_field_errors';
    const messages = (out[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return out;
}

/** The first message for each field: what a form shows under its input. */
export function firstErrors(error: z.core.$ZodError): Record<string, string> {
  const all = toFieldErrors(error);
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v[0]]));
}
