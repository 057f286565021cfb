export * from './accounts';
export * from './paging';
export * from './provider';
export * from './posts';
export * from './catalogue';
export * from './player';
export * from './clubs';
export * from './people';
