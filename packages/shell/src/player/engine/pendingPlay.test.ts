import * as v from 'valibot';
import { armPendingPlay, PENDING_PLAY, savePendingPlay, takePendingPlay } from './pendingPlay';
import { songPost } from '../testing/posts';

beforeEach(() => localStorage.clear());

describe('pending play', () => {
  const play = { post: songPost(1), list: [songPost(1), songPost(2)], page: { name: 'discover' } };

  it('the default (nothing saved) passes its schema', () => {
    expect(v.safeParse(PENDING_PLAY.schema, PENDING_PLAY.fallback).success).toBe(true);
  });

  it('is replayed only after the user authorized again', () => {
    savePendingPlay(play);
    armPendingPlay();
    expect(takePendingPlay()).toEqual({ ...play, armed: true });
    expect(takePendingPlay()).toBeNull();
  });

  it('a play saved but not followed by an authorization is dropped', () => {
    savePendingPlay(play);
    expect(takePendingPlay()).toBeNull();
    armPendingPlay();
    expect(takePendingPlay()).toBeNull();
  });
});
