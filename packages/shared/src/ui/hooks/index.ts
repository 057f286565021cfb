export * from './useDebouncedValue';
