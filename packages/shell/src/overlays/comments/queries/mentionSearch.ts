import { searchUsernameDefault, searchUsernameWeb } from '@upclub/shared/api';
import type { UserSearchResult } from '@upclub/shared/types';

/** Users for a typed mention: the default list for a bare `@`, the web search otherwise (spec §7). */
export async function searchMentionUsers(query: string): Promise<UserSearchResult[]> {
  const page = query ? await searchUsernameWeb(query) : await searchUsernameDefault();
  return page.results;
}
