// Which feed a query reads, in its own module: the feed queries and the early first page both
// use it, and the queries import the first page (an import circle otherwise).

/** Discover's two feeds: everyone's posts, or those of the people the user follows. */
export type FeedScope = 'all' | 'my';
