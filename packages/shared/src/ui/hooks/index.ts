export * from './useDebouncedValue';
export * from './useEffectEvent';
