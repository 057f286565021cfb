export * from './accounts';
export * from './paging';
export * from './provider';
