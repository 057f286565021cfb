// The streaming service's Web API: catalogue, library and player calls with the spec's retry
// rules. Only the Spotify provider uses it; the rest of the page reads the capabilities.
export * from './client';
export * from './calls';
