// The routing guard: the route table (the shell's own routes and the remotes' route facts) and the pure
// guard rules.
export * from './routes';
export * from './next';
export * from './guard';
export * from './remoteRoutes';
export * from './staff';
export * from './paths';
