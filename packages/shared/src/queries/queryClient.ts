import { QueryClient } from '@tanstack/react-query';

/** Server data is fresh for this long before a background refetch. */
export const DEFAULT_STALE_MS = 30_000;

/**
 * The page's one query client. @upclub/shared/queries is a Module Federation singleton, so every
 * application root (shell and remotes) provides this same instance and shares one cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: DEFAULT_STALE_MS, retry: 1, refetchOnWindowFocus: false },
  },
});
