export * from './PhoneField';
export * from './phone-countries';
