import { ROOM_ERRORS, ROOM_QUEUE_MAX } from '@upclub/shared/rooms';
import type { Club, RoomState } from '@upclub/shared/types';
import { clubRoomQueue } from '../src/db/schema';
import { createClub, makeCurator } from './clubs';
import { buildTestApp, expectDetail, expectFieldError, fakeClock, newMember, type TestApp } from './helpers';
import { FIXTURE_TRACKS, fixtureResolver, get, post, postSong } from './music';
import { control, enqueue, liveRoom, queueTracks, roomCall, roomState, startRoom, stateOf } from './rooms';

// Club listening rooms (docs/rooms.md): who may do what, and what each command does to the
// room's state. The clock is the test's: positions are exact.

let t: TestApp;
const clock = fakeClock();
beforeAll(async () => {
  // The sweeper is the tests' to run (rooms-live.test.ts runs it on its own clock).
  t = await buildTestApp({ trackResolver: fixtureResolver(), now: clock.now, rooms: { sweepMs: 3_600_000 } });
});
afterAll(() => t.close());

const [one, two, three] = FIXTURE_TRACKS;

describe('starting a room', () => {
  it('the owner and a curator may start it; a follower, a stranger and the signed-out may not', async () => {
    const { club, owner, curator, follower, stranger, room } = await liveRoom(t.app);
    expect(room).toMatchObject({
      club: club.club,
      club_name: club.club_name,
      live: true,
      started_by: { upclubuser: owner.id, username: owner.username },
      version: 1,
      current: null,
      playing: false,
      queue: [],
      listeners: 1,
      listeners_sample: [{ upclubuser: owner.id, username: owner.username }],
      djs: [owner.id, curator.id],
      server_time: clock.now().getTime(),
    });
    for (const who of [follower, stranger]) {
      expectDetail(await startRoom(t.app, club.club, who.headers), 403, ROOM_ERRORS.notDj);
    }
    expect((await post(t.app, `/api/v1/clubs/${club.club}/room/`, {}, { authorization: '' })).statusCode).toBe(401);
  });

  it('one live room per club: a second start is a 409 naming the live one, until it ends', async () => {
    const { club, curator, owner, id } = await liveRoom(t.app);
    const again = await startRoom(t.app, club.club, curator.headers);
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { detail: ROOM_ERRORS.liveAlready, room: id },
    });
    stateOf(await roomCall(t.app, id, 'end', owner.headers));
    const next = stateOf(await startRoom(t.app, club.club, curator.headers), 201);
    expect(next.room).not.toBe(id);
  });

  it('a curator who started it is a DJ; an unknown club is a 404', async () => {
    const { club, curator } = await liveRoom(t.app);
    expect((await startRoom(t.app, 999_999, curator.headers)).statusCode).toBe(404);
    const res = await get(t.app, `/api/v1/clubs/${club.club}/room/`, curator.headers);
    expect(stateOf(res).djs).toContain(curator.id);
  });
});

describe('reading a room', () => {
  it('the club answers say whether it is live and how many listen', async () => {
    const { club, follower, owner, id } = await liveRoom(t.app);
    const read = async () => (await get(t.app, `/api/v1/getclub/${club.club}`, follower.headers)).json() as Club;
    expect((await read()).live_room).toEqual({ room: id, listeners: 1, started_at: clock.now().toISOString() });
    stateOf(await roomCall(t.app, id, 'join', follower.headers));
    expect((await read()).live_room?.listeners).toBe(2);
    const list = (await get(t.app, '/api/v1/getallfollowedclubs/', follower.headers)).json();
    expect(list.results[0].live_room).toMatchObject({ room: id, listeners: 2 });
    stateOf(await roomCall(t.app, id, 'end', owner.headers));
    expect((await read()).live_room).toBeNull();
  });

  it('the club’s live room: 404 with its reason when there is none', async () => {
    const { club, stranger, owner, id } = await liveRoom(t.app);
    expect(stateOf(await get(t.app, `/api/v1/clubs/${club.club}/room/`, stranger.headers)).room).toBe(id);
    stateOf(await roomCall(t.app, id, 'end', owner.headers));
    expectDetail(await get(t.app, `/api/v1/clubs/${club.club}/room/`, stranger.headers), 404, ROOM_ERRORS.noLiveRoom);
    expectDetail(await get(t.app, '/api/v1/clubs/999999/room/', stranger.headers), 404, 'Not found.');
    // The ended room still answers by its id.
    expect(stateOf(await roomState(t.app, id, stranger.headers))).toMatchObject({ live: false, end_reason: 'dj' });
    expect((await roomState(t.app, 999_999, stranger.headers)).statusCode).toBe(404);
    expect((await get(t.app, `/api/v1/rooms/${id}/`, { authorization: '' })).statusCode).toBe(401);
  });
});

describe('DJ commands', () => {
  it('only DJs control, queue and end: followers and strangers get 403', async () => {
    const { follower, stranger, id } = await liveRoom(t.app);
    for (const who of [follower, stranger]) {
      expectDetail(await control(t.app, id, who.headers, { action: 'play' }), 403, ROOM_ERRORS.notDj);
      expectDetail(await enqueue(t.app, id, who.headers, { song: one.id }), 403, ROOM_ERRORS.notDj);
      expectDetail(await roomCall(t.app, id, 'end', who.headers), 403, ROOM_ERRORS.notDj);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/v1/rooms/${id}/queue/1/`, headers: who.headers }))
          .statusCode,
      ).toBe(403);
    }
  });

  it('a song added to an empty room plays at once; the next waits; positions follow the clock', async () => {
    const { owner, curator, id } = await liveRoom(t.app);
    const started = clock.now().getTime();
    const first = stateOf(await enqueue(t.app, id, owner.headers, { song: one.id }), 201);
    expect(first).toMatchObject({
      version: 2,
      playing: true,
      position_ms: 0,
      position_at: started,
      current: { song: one.id, song_post: null, track_details: { uri: one.uri, duration_ms: one.duration_ms } },
      queue: [],
    });
    const second = stateOf(await enqueue(t.app, id, curator.headers, { song: two.id }), 201);
    expect(second.queue.map((i) => [i.song, i.added_by.upclubuser])).toEqual([[two.id, curator.id]]);
    clock.advance(30_000);
    const paused = stateOf(await control(t.app, id, curator.headers, { action: 'pause' }));
    expect(paused).toMatchObject({ playing: false, position_ms: 30_000, position_at: started + 30_000, version: 4 });
    clock.advance(10_000);
    const resumed = stateOf(await control(t.app, id, owner.headers, { action: 'play' }));
    expect(resumed).toMatchObject({ playing: true, position_ms: 30_000, position_at: started + 40_000 });
    const sought = stateOf(await control(t.app, id, owner.headers, { action: 'seek', position_ms: 90_000 }));
    expect(sought).toMatchObject({ playing: true, position_ms: 90_000, position_at: started + 40_000 });
    const skipped = stateOf(await control(t.app, id, owner.headers, { action: 'skip' }));
    expect(skipped).toMatchObject({ current: { song: two.id }, queue: [], position_ms: 0, playing: true, version: 7 });
    const emptied = stateOf(await control(t.app, id, owner.headers, { action: 'skip' }));
    expect(emptied).toMatchObject({ current: null, playing: false });
    expect(await control(t.app, id, owner.headers, { action: 'play' })).toMatchObject({ statusCode: 400 });
    expect((await control(t.app, id, owner.headers, { action: 'play' })).json()).toEqual({
      non_field_errors: [ROOM_ERRORS.nothingToPlay],
    });
  });

  it('previous restarts a song past 3 s, else goes back to the one before', async () => {
    const { owner, id } = await liveRoom(t.app);
    await queueTracks(t.app, id, owner.headers, [one.id, two.id]);
    stateOf(await control(t.app, id, owner.headers, { action: 'skip' }));
    clock.advance(10_000);
    const restarted = stateOf(await control(t.app, id, owner.headers, { action: 'previous' }));
    expect(restarted).toMatchObject({ current: { song: two.id }, position_ms: 0 });
    clock.advance(1_000);
    const back = stateOf(await control(t.app, id, owner.headers, { action: 'previous' }));
    expect(back).toMatchObject({ current: { song: one.id }, position_ms: 0, queue: [{ song: two.id }] });
  });

  it('a song that ended moves on by itself, from the moment it ended', async () => {
    const { owner, follower, id } = await liveRoom(t.app);
    const start = stateOf(await enqueue(t.app, id, owner.headers, { song: one.id }), 201).position_at;
    await queueTracks(t.app, id, owner.headers, [two.id, three.id]);
    // Past the first song and 5 s into the second.
    clock.advance(one.duration_ms! + 5_000);
    const read = stateOf(await roomState(t.app, id, follower.headers));
    expect(read).toMatchObject({
      current: { song: two.id },
      position_ms: 0,
      position_at: start + one.duration_ms!,
      playing: true,
      queue: [{ song: three.id }],
      version: 5,
    });
    // Past everything: nothing current, the room stays live.
    clock.advance(two.duration_ms! + three.duration_ms!);
    expect(stateOf(await roomState(t.app, id, follower.headers))).toMatchObject({
      current: null,
      playing: false,
      live: true,
      queue: [],
    });
  });

  it('seek checks its position; bad actions and bodies get field errors', async () => {
    const { owner, id } = await liveRoom(t.app);
    await queueTracks(t.app, id, owner.headers, [one.id]);
    expectFieldError(
      await control(t.app, id, owner.headers, { action: 'seek' }),
      'position_ms',
      ROOM_ERRORS.positionRequired,
    );
    expectFieldError(
      await control(t.app, id, owner.headers, { action: 'seek', position_ms: one.duration_ms! + 1 }),
      'position_ms',
      `Ensure this value is less than or equal to ${one.duration_ms}.`,
    );
    expectFieldError(
      await control(t.app, id, owner.headers, { action: 'dance' }),
      'action',
      ROOM_ERRORS.notAChoice('dance'),
    );
    expect((await control(t.app, id, owner.headers, { action: 'seek', position_ms: -1 })).statusCode).toBe(400);
  });

  it('a stale version is refused with the current one, and nothing changes', async () => {
    const { owner, curator, id } = await liveRoom(t.app);
    const seen = await queueTracks(t.app, id, owner.headers, [one.id, two.id, three.id]);
    const first = stateOf(await control(t.app, id, owner.headers, { action: 'skip', version: seen.version }));
    const second = await control(t.app, id, curator.headers, { action: 'skip', version: seen.version });
    expect({ status: second.statusCode, body: second.json() }).toEqual({
      status: 409,
      body: { detail: ROOM_ERRORS.changed, version: first.version },
    });
    expect(stateOf(await roomState(t.app, id, owner.headers))).toMatchObject({
      version: first.version,
      current: { song: two.id },
    });
  });

  it('a curator removed from the club no longer controls the room', async () => {
    const { club, owner, stranger, id } = await liveRoom(t.app);
    const entry = await makeCurator(t.app, club.club, owner.headers, stranger.headers);
    stateOf(await control(t.app, id, stranger.headers, { action: 'pause' }));
    const removed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/removecuratorfromclub/${entry}`,
      payload: {},
      headers: owner.headers,
    });
    expect(removed.statusCode).toBeLessThan(300);
    expectDetail(await control(t.app, id, stranger.headers, { action: 'play' }), 403, ROOM_ERRORS.notDj);
  });
});

describe('the queue', () => {
  it('takes a post (linked to it) or a track from song search, and refuses what is not one', async () => {
    const { owner, club, id } = await liveRoom(t.app);
    const song = await postSong(t.app, owner.headers, { song: two.id, club: club.club });
    const state = stateOf(await enqueue(t.app, id, owner.headers, { song_post: song.song_post }), 201);
    expect(state.current).toMatchObject({ song: two.id, song_post: song.song_post, track_details: { name: two.name } });
    expectFieldError(await enqueue(t.app, id, owner.headers, { song: 'nope' }), 'song', ROOM_ERRORS.trackNotFound);
    expectFieldError(
      await enqueue(t.app, id, owner.headers, { song_post: 999_999 }),
      'song_post',
      'Invalid pk "999999" - object does not exist.',
    );
    for (const body of [{}, { song: one.id, song_post: song.song_post }]) {
      expectFieldError(await enqueue(t.app, id, owner.headers, body), 'non_field_errors', ROOM_ERRORS.songOrPost);
    }
  });

  it('takes only posts of the room’s club: another club’s post or a post of no club is a 400', async () => {
    const { owner, curator, club, id } = await liveRoom(t.app);
    const elsewhere = await createClub(t.app, curator.headers, 'Another club');
    const theirs = await postSong(t.app, curator.headers, { song: one.id, club: elsewhere.club });
    const clubless = await postSong(t.app, owner.headers, { song: two.id, club: null });
    for (const post of [theirs, clubless]) {
      expectDetail(
        await enqueue(t.app, id, owner.headers, { song_post: post.song_post }),
        400,
        ROOM_ERRORS.notClubPost,
      );
    }
    expect(stateOf(await roomState(t.app, id, owner.headers))).toMatchObject({ current: null, queue: [], version: 1 });
    const own = await postSong(t.app, curator.headers, { song: three.id, club: club.club });
    const state = stateOf(await enqueue(t.app, id, owner.headers, { song_post: own.song_post }), 201);
    expect(state.current).toMatchObject({ song: three.id, song_post: own.song_post });
  });

  it(`holds at most ${ROOM_QUEUE_MAX} waiting songs`, async () => {
    const { owner, id } = await liveRoom(t.app);
    const state = await queueTracks(t.app, id, owner.headers, [one.id]);
    // Filled in the table (a hundred requests would only repeat this one).
    await t.app.db.insert(clubRoomQueue).values(
      Array.from({ length: ROOM_QUEUE_MAX }, (_, i) => ({
        roomId: id,
        seq: 10 + i,
        song: one.id,
        addedBy: owner.id,
      })),
    );
    expectFieldError(
      await enqueue(t.app, id, owner.headers, { song: three.id }),
      'non_field_errors',
      ROOM_ERRORS.queueFull,
    );
    expect(stateOf(await roomState(t.app, id, owner.headers)).queue).toHaveLength(ROOM_QUEUE_MAX);
    expect(state.version).toBe(2);
  });

  it('a waiting song can be taken out; the current or an unknown one cannot', async () => {
    const { owner, id } = await liveRoom(t.app);
    const state = await queueTracks(t.app, id, owner.headers, [one.id, two.id, three.id]);
    const del = (item: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/rooms/${id}/queue/${item}/`, headers: owner.headers });
    const after = stateOf(await del(state.queue[0].item));
    expect(after.queue.map((i) => i.song)).toEqual([three.id]);
    expectDetail(await del(state.current!.item), 404, ROOM_ERRORS.notInQueue);
    expectDetail(await del(999_999), 404, ROOM_ERRORS.notInQueue);
  });
});

describe('ending', () => {
  it('a DJ ends it; then every command of it answers 409', async () => {
    const { owner, curator, follower, id } = await liveRoom(t.app);
    await queueTracks(t.app, id, owner.headers, [one.id]);
    const ended: RoomState = stateOf(await roomCall(t.app, id, 'end', curator.headers));
    expect(ended).toMatchObject({
      live: false,
      end_reason: 'dj',
      ended_at: clock.now().toISOString(),
      playing: false,
      listeners: 0,
    });
    expectDetail(await control(t.app, id, owner.headers, { action: 'play' }), 409, ROOM_ERRORS.ended);
    expectDetail(await enqueue(t.app, id, owner.headers, { song: two.id }), 409, ROOM_ERRORS.ended);
    expectDetail(await roomCall(t.app, id, 'end', owner.headers), 409, ROOM_ERRORS.ended);
    expectDetail(await roomCall(t.app, id, 'join', follower.headers), 409, ROOM_ERRORS.ended);
    expectDetail(await roomCall(t.app, id, 'react', owner.headers, { reaction: 'heart' }), 409, ROOM_ERRORS.ended);
    expect((await roomCall(t.app, id, 'heartbeat', follower.headers)).json()).toMatchObject({ live: false });
  });
});

describe('presence', () => {
  it('anyone signed in joins, heartbeats and leaves; the listeners list has avatars and who is a DJ', async () => {
    const { owner, stranger, id } = await liveRoom(t.app);
    // A moment later than the owner, who joined at the start: at one instant, the order is by id.
    clock.advance(1);
    const joined = stateOf(await roomCall(t.app, id, 'join', stranger.headers));
    expect(joined.listeners_sample.map((u) => u.upclubuser)).toEqual([owner.id, stranger.id]);
    const beat = (await roomCall(t.app, id, 'heartbeat', stranger.headers)).json();
    expect(beat).toEqual({ room: id, live: true, version: joined.version, server_time: clock.now().getTime() });
    const list = (await get(t.app, `/api/v1/rooms/${id}/listeners/`, stranger.headers)).json();
    expect(list).toEqual({
      room: id,
      listeners: 2,
      results: [
        { upclubuser: owner.id, username: owner.username, thumbnail_picture: null, is_dj: true },
        { upclubuser: stranger.id, username: stranger.username, thumbnail_picture: null, is_dj: false },
      ],
    });
    expect((await roomCall(t.app, id, 'leave', stranger.headers)).statusCode).toBe(204);
    expect(stateOf(await roomState(t.app, id, owner.headers)).listeners).toBe(1);
    expect((await roomCall(t.app, 999_999, 'join', stranger.headers)).statusCode).toBe(404);
  });

  it('reacting needs being in the room, and one of the reactions', async () => {
    const { follower, id } = await liveRoom(t.app);
    expectDetail(
      await roomCall(t.app, id, 'react', follower.headers, { reaction: 'heart' }),
      403,
      ROOM_ERRORS.joinToReact,
    );
    stateOf(await roomCall(t.app, id, 'join', follower.headers));
    expect((await roomCall(t.app, id, 'react', follower.headers, { reaction: 'heart' })).statusCode).toBe(204);
    expectFieldError(
      await roomCall(t.app, id, 'react', follower.headers, { reaction: 'boo' }),
      'reaction',
      ROOM_ERRORS.notAChoice('boo'),
    );
  });

  it('a newcomer is not a DJ of another club’s room', async () => {
    const { id } = await liveRoom(t.app);
    const other = await newMember(t.app);
    expectDetail(await control(t.app, id, other.headers, { action: 'pause' }), 403, ROOM_ERRORS.notDj);
  });
});
