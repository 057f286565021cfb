import { MSG } from '@upclub/shared/constants';

// Sample values for the signup rules, shared by the client's schema tests and the API's register
// tests so both hold the same contract: each [field, value, the message it gets].

/** One bad value of a signup field and the message the client and the API answer it with. */
export const SIGNUP_FIELD_REJECTIONS: ReadonlyArray<readonly [field: string, value: string, message: string]> = [
  ['username', '', MSG.required],
  ['username', 'jane doe', MSG.invalidUsername],
  ['username', 'jane#doe', MSG.invalidUsername],
  ['first_name', '', MSG.required],
  ['first_name', 'Jane!', MSG.noSpecialCharacters],
  ['last_name', 'Doe_', MSG.noSpecialCharacters],
  ['email', '', MSG.required],
  ['email', 'jane@', MSG.emailFormat],
  ['password', '', MSG.required],
  ['password', 'short', MSG.passwordLength],
  ['password', 'has spaces in it', MSG.noSpaces],
  ['phone_number', '+1 123', MSG.invalidPhone],
  ['phone_number', '+44 20 7946 0958', MSG.mobileOnly],
];
