export * from './useForm';
export * from './FormParts';
