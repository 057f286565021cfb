// Its own entry point (@upclub/shared/ui/PhoneField), not part of the kit's index.
// The phone field comes with the phone metadata (libphonenumber-js) and the validation area: it
// is loaded when a form first shows it, not with the UI kit, and holds its place meanwhile.
export { PhoneField } from './LazyPhoneField';
export type { PhoneFieldProps } from './PhoneField';
