// The routing guard: the route table of both spec parts as data and the pure guard rules.
export * from './routes';
export * from './next';
export * from './guard';
