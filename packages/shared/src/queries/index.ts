// Server data every piece shares through the page's one query client: query hooks one file per
// resource, each with its key factory (Bluesky habit), and the pure updates they apply.
export * from './queryClient';
export * from './QueryLayer';
export * from './paged';
export * from './catalogue';
export * from './postChange';
export * from './postPages';
export * from './profile';
