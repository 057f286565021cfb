export * from './tokens';
export * from './GlobalStyle';
export * from './Button';
export * from './TextField';
export * from './Spinner';
export * from './Page';
