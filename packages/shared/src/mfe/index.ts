export * from './createLifecycles';
export * from './queryClient';
export * from './AppErrorPanel';
export * from './NotBuiltYet';
