// The feed's categories, in their own module so that every constants module can import them
// without importing the index that re-exports it (an import circle).
export const FEED_CATEGORIES = ['trending', 'new', 'tod', 'tow', 'tom', 'toy', 'atg'] as const;
export type FeedCategory = (typeof FEED_CATEGORIES)[number];
export const DEFAULT_FEED_CATEGORY: FeedCategory = 'new';
