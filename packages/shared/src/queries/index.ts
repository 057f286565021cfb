// Server data every piece shares through the page's one query client: query hooks one file per
// resource, each with its key factory (Bluesky habit).
export * from './paged';
export * from './catalogue';
