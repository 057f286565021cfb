import { PHONE_COUNTRIES, callingCodeOf, phoneExample, type PhoneCountry } from '@upclub/shared/validation';

export { phoneExample };

export interface PhoneCountryOption {
  country: PhoneCountry;
  /** Regional-indicator flag emoji, e.g. 🇺🇸. */
  flag: string;
  /** Dialing code with its plus, e.g. +1. */
  dialCode: string;
  /** English country name, e.g. United States. */
  name: string;
}

/** 🇺🇸 from US: each letter becomes its regional indicator symbol. */
export const flagOf = (country: string): string =>
  String.fromCodePoint(...[...country.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

const regionNames = (): Intl.DisplayNames | null => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
};

/** The 31 selectable countries (spec §5) in the spec's order, with flag and dialing code. */
export function phoneCountryOptions(): PhoneCountryOption[] {
  const names = regionNames();
  return PHONE_COUNTRIES.map((country) => ({
    country,
    flag: flagOf(country),
    dialCode: callingCodeOf(country),
    name: names?.of(country) ?? country,
  }));
}
