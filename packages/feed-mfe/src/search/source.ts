import { createContext, useContext } from 'react';
import type { Club, Paged, SongPost } from '@upclub/shared/types';
import type { UserRowUser } from '@upclub/shared/ui/UserRow';

/** A user in the search answers: what a UserRow shows, keyed by id. */
export interface SearchUser extends UserRowUser {
  upclubuser: number;
}

/** One page of answers for a query; `next` is the previous page's next link (null for the first). */
export type SearchPageFetch<T> = (query: string, next: string | null) => Promise<Paged<T>>;

/**
 * Where the search page gets its answers (spec part 2 §7 Search). The page reads it from context
 * so its tests give fakes and the remote gives the shared API client.
 */
export interface SearchSource {
  users: SearchPageFetch<SearchUser>;
  posts: SearchPageFetch<SongPost>;
  clubs: SearchPageFetch<Club>;
}

export const SearchSourceContext = createContext<SearchSource | null>(null);

export function useSearchSource(): SearchSource {
  const source = useContext(SearchSourceContext);
  if (!source) throw new Error('The search page needs a SearchSourceContext provider');
  return source;
}
