import { NOTIFICATION_FILTER_COUNT, NOTIFICATION_FILTERS } from '@upclub/shared/constants';
import { ALL_CATEGORIES, categoryParam, toggleCategory } from './filters';

describe('notification filters', () => {
  it('are the eight of the spec, with their labels, all on at first', () => {
    expect(NOTIFICATION_FILTER_COUNT).toBe(8);
    expect(NOTIFICATION_FILTERS.map((f) => f.label)).toEqual([
      'Comments',
      'Followers',
      'Up Votes',
      'Comment Mentions',
      'Post Mentions',
      'Club Curator Invite',
      'Club Curator Request',
      'Club Followers',
    ]);
    expect(categoryParam(ALL_CATEGORIES)).toBe(
      'comment,follow,like,mention_comment,mention_songpost,curatorinvite,curatorrequest,clubfollow',
    );
  });

  it('switch one category off and on again, keeping the filters order', () => {
    const withoutLikes = toggleCategory(ALL_CATEGORIES, 'like');
    expect(withoutLikes).not.toContain('like');
    expect(withoutLikes).toHaveLength(7);
    expect(toggleCategory(['clubfollow'], 'comment')).toEqual(['comment', 'clubfollow']);
    expect(toggleCategory(withoutLikes, 'like')).toEqual(ALL_CATEGORIES);
    expect(categoryParam(toggleCategory([], 'follow'))).toBe('follow');
  });
});
