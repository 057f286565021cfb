// schemaErrors is not re-exported here: it imports the validation area, which only the pages that
// load it with them (the lazy ones) or useLazyRules may pull in.
export * from './useForm';
export * from './useLazyRules';
export * from './FormParts';
export * from './useBusySubmit';
