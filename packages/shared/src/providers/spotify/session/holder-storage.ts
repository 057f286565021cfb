import * as v from 'valibot';
import { STORAGE_KEYS, type StoredValue } from '@upclub/shared/session';

/** The encrypted holder as stored: AES-GCM ciphertext and its IV, base64. */
const holderEnvelopeSchema = v.object({
  v: v.literal(1),
  iv: v.pipe(v.string(), v.minLength(1)),
  data: v.pipe(v.string(), v.minLength(1)),
});
type HolderEnvelope = v.InferOutput<typeof holderEnvelopeSchema>;

/**
 * The holder's values in local storage (spec part 1 §3), read and written through the session's
 * storage helpers. Only the Spotify provider keeps a holder, so they live with its code.
 */
export const HOLDER_STORAGE = {
  envelope: {
    key: STORAGE_KEYS.providerAccessHolder,
    format: 'json',
    schema: v.nullable(holderEnvelopeSchema),
    fallback: null,
  } satisfies StoredValue<HolderEnvelope | null>,
  /** The fallback key material (see holder-crypto.ts): at least 32 random bytes, base64. */
  secret: {
    key: STORAGE_KEYS.providerHolderSecret,
    format: 'raw',
    schema: v.nullable(v.pipe(v.string(), v.minLength(40))),
    fallback: null,
  } satisfies StoredValue<string | null>,
} as const;
