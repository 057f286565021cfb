import { NOTIFICATION_TYPES, notificationAction, type NotificationWords } from './people';

const words = (over: Partial<NotificationWords>): NotificationWords => ({
  notification_type: 'comment',
  club_name: null,
  usercomment_text: null,
  post: null,
  ...over,
});

describe('notificationAction', () => {
  it('words a curator request as the spec words requests ("request to curate")', () => {
    expect(notificationAction(words({ notification_type: 'curatorrequest', club_name: 'Night Owls' }))).toBe(
      'requested to curate Night Owls',
    );
    expect(notificationAction(words({ notification_type: 'curatorinvite', club_name: null }))).toBe(
      'invited you to curate a club',
    );
  });

  it("fills in the track's name (else the post's title) and the quoted comment", () => {
    const post = { title: 'My caption', track_details: { name: 'Sunny' } };
    expect(notificationAction(words({ post, usercomment_text: 'Great' }))).toBe(
      'commented on your post Sunny: “Great”',
    );
    expect(notificationAction(words({ notification_type: 'like', post: { ...post, track_details: null } }))).toBe(
      'up voted your post My caption',
    );
    expect(notificationAction(words({ notification_type: 'reply' }))).toBe('replied to your comment');
  });

  it('leaves no placeholder unfilled, whatever the kind', () => {
    for (const notification_type of NOTIFICATION_TYPES) {
      expect(notificationAction(words({ notification_type }))).not.toMatch(/[{}]/);
    }
  });
});
