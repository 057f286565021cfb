import { QueryClient } from '@tanstack/react-query';

/** Server data is fresh for this long before a background refetch. */
export const DEFAULT_STALE_MS = 30_000;

/**
 * A failed read is asked once more, unless its error says that cannot help (`retryable: false`,
 * as the streaming provider's used-up quota: asking again only spends what is left of it).
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  const retryable =
    typeof error === 'object' && error !== null ? (error as { retryable?: unknown }).retryable : undefined;
  return failureCount < 1 && retryable !== false;
}

/**
 * The page's one query client. @upclub/shared/queries is a Module Federation singleton, so every
 * application root (shell and remotes) provides this same instance and shares one cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: DEFAULT_STALE_MS, retry: retryOnce, refetchOnWindowFocus: false },
  },
});
