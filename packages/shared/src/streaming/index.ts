// The streaming provider's Web API: catalogue, library and player calls with the spec's retry
// rules. A separate area from `provider` (authorization and tokens), which `session` builds on.
export * from './client';
export * from './catalogue';
