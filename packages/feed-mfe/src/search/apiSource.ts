import { getAllClubs, searchSongPostTitle, searchUsername } from '@upclub/shared/api';
import type { SearchSource } from './source';

// The search page's answers from the product API (spec part 2 §7 Search): users by query, posts by
// title, clubs with category mostpopular and the searchstring. Each follows its own next links.
export const apiSearchSource: SearchSource = {
  users: async (query, next) => {
    const page = await searchUsername(query, next);
    return {
      ...page,
      results: page.results.map((u) => ({
        upclubuser: u.upclubuser,
        username: u.username,
        name: `${u.first_name} ${u.last_name}`.trim(),
        thumbnail_picture: u.thumbnail_picture,
      })),
    };
  },
  posts: (query, next) => searchSongPostTitle(query, next),
  clubs: (query, next) => getAllClubs({ searchstring: query, category: 'mostpopular' }, next),
};
