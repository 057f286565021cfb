export * from './helpers';
export * from './render';
