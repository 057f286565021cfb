// Server data every piece shares through the page's one query client: query hooks one file per
// resource, each with its key factory (Bluesky habit), and the pure updates they apply.
export * from './queryClient';
export * from './QueryLayer';
export * from './paged';
export * from './postChange';
export * from './postPages';
export * from './profile';
export * from './useLike';
// The streaming catalogue's queries are their own entry, @upclub/shared/queries/catalogue: only the
// post pages and the song search read them, so a page's first load does not carry them (nor the
// provider's catalogue client).
