// The live events client (v1/events/, Server-Sent Events): the shell runs one per signed-in
// session and publishes its events on the bus (@upclub/shared/bus: onLiveEvent, onLiveStatus).
export * from './backoff';
export * from './liveClient';
