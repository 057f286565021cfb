import { createHash, randomBytes, randomInt } from 'node:crypto';
import { RESET_CODE_MAX_LENGTH } from '@upclub/shared/constants';

/** An API token: 40 hex characters, as DRF's TokenAuthentication hands out. */
export function newApiToken(): string {
  return randomBytes(20).toString('hex');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A password reset code: RESET_CODE_MAX_LENGTH uppercase letters and digits, crypto random. */
export function newResetCode(): string {
  let code = '';
  for (let i = 0; i < RESET_CODE_MAX_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Codes are stored hashed, bound to their user; typed codes are compared case-insensitively. */
export function hashResetCode(userId: number, code: string): string {
  return sha256(`${userId}:${code.trim().toUpperCase()}`);
}
