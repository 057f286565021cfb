import {
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
  type Examples,
  type MetadataJson,
} from 'libphonenumber-js/core';
import mobileExamples from 'libphonenumber-js/mobile/examples';
// Only the selectable countries' metadata (scripts/phone-metadata.mjs): a fraction of the full set.
import metadataJson from './phone-metadata.json';

const metadata = metadataJson as unknown as MetadataJson;

// The 31 selectable phone countries (spec part 1 §5).
export const PHONE_COUNTRIES = [
  'US',
  'CA',
  'MX',
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HU',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const satisfies readonly CountryCode[];
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

export type PhoneCheck = { ok: true; e164: string } | { ok: false; reason: 'invalid' | 'fixedLine' };

/**
 * Checks a phone number typed for a country (or given in +E.164 form).
 * US/CA numbers are FIXED_LINE_OR_MOBILE in the metadata: those count as mobile,
 * only a plain FIXED_LINE (or another non-mobile type) is refused.
 */
export function checkPhone(input: string, country?: PhoneCountry): PhoneCheck {
  const parsed = parsePhoneNumberFromString(input.trim(), { defaultCountry: country }, metadata);
  if (!parsed || !parsed.isValid()) return { ok: false, reason: 'invalid' };
  if (!(PHONE_COUNTRIES as readonly string[]).includes(parsed.country ?? '')) {
    return { ok: false, reason: 'invalid' };
  }
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return { ok: false, reason: 'fixedLine' };
  return { ok: true, e164: parsed.number };
}

/** The dialing code of a selectable country, with its plus: '+44'. */
export function callingCodeOf(country: PhoneCountry): string {
  return `+${getCountryCallingCode(country, metadata)}`;
}

/** A mobile number of the country in national format, shown as a format example. */
export function phoneExample(country: PhoneCountry): string {
  return getExampleNumber(country, mobileExamples as Examples, metadata)?.formatNational() ?? '';
}
