export * from './useDebouncedValue';
export * from './useLoadMoreAtEnd';
