export * from './createLifecycles';
export * from './AppErrorPanel';
export * from './NotBuiltYet';
export * from './remoteApp';
