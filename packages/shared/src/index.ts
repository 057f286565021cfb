// The public surface of @upclub/shared. Prefer the area entry points
// (@upclub/shared/api, /bus, /validation, ...) so server code never pulls in React.
export * from './constants';
export * from './types';
export * from './validation';
export * from './bus';
export * from './session';
export * from './api';
