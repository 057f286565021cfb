export * from './keys';
export * from './token';
