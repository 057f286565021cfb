// The authentication flows of spec §4 as plain functions (no React): testable on their own.
export * from './browser';
export * from './profile';
export * from './authorize';
export * from './connect';
export * from './login';
export * from './signup';
export * from './recovery';
