export * from './useDebouncedValue';
export * from './useLoadMoreAtEnd';
export * from './useEffectEvent';
