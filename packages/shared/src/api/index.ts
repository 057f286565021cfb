export * from './client';
export * from './accounts';
export * from './posts';
export * from './clubs';
export * from './profiles';
export * from './notifications';
export * from './messages';
export * from './staff';
