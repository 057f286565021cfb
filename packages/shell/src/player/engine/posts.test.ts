import { songPost } from '../testing/posts';
import { sdkState } from '../testing/fakeSdk';
import { samePost, sdkTrackIs, trackUriOf } from './posts';

const spotifyUri = (id: string) => `spotify:track:${id}`;
const trackOf = (id: string, linked: { id: string | null; uri: string | null } = { id: null, uri: null }) => ({
  ...sdkState(id).track_window.current_track!,
  linked_from: linked,
});

describe('engine post helpers', () => {
  it('the URI to play: the track details, else the post’s track id', () => {
    expect(trackUriOf(songPost(1), spotifyUri)).toBe('spotify:track:track1');
    expect(trackUriOf(songPost(9, { track_details: null, post_type: 1, song: 'abc' }), spotifyUri)).toBe(
      'spotify:track:abc',
    );
    const bare = songPost(9, { track_details: null, post_type: 1, song: 'abc' });
    expect(trackUriOf(bare, (id) => `opensubsonic:track:${id}`)).toBe('opensubsonic:track:abc');
  });

  it('the SDK plays the post’s track by id, by URI, or relinked from it', () => {
    const post = songPost(1);
    expect(sdkTrackIs(trackOf('track1'), post, spotifyUri)).toBe(true);
    expect(sdkTrackIs({ ...trackOf('other'), uri: 'spotify:track:track1' }, post, spotifyUri)).toBe(true);
    expect(sdkTrackIs(trackOf('relinked', { id: 'track1', uri: null }), post, spotifyUri)).toBe(true);
    expect(sdkTrackIs(trackOf('other'), post, spotifyUri)).toBe(false);
    expect(sdkTrackIs(undefined, post, spotifyUri)).toBe(false);
  });

  it('posts are the same by id; no post is the same as no post', () => {
    expect(samePost(songPost(1), songPost(1, { liked: true }))).toBe(true);
    expect(samePost(songPost(1), songPost(2))).toBe(false);
    expect(samePost(null, null)).toBe(true);
    expect(samePost(songPost(1), null)).toBe(false);
  });
});
