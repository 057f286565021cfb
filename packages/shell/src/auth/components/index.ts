export * from './useForm';
export * from './FormParts';
export * from './useBusySubmit';
