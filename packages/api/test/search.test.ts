import { API_PAGE_SIZE } from '@upclub/shared/constants';
import type { Club, TrackDetails } from '@upclub/shared/types';
import { createListTrackResolver } from '../src/lib/track-resolver';
import { createClub, patch } from './clubs';
import { buildTestApp, newMember, type TestApp } from './helpers';
import { FIXTURE_TRACKS, followAll, get, postSong } from './music';

// Search, accent- and case-blind, words anywhere: posts (v1/searchsongposttitle/{query}) by title,
// caption (migration 0006) and their track's artists (0007); clubs (v1/getallclubs?searchstring=)
// by name and description (0007); users by the start of their names.

const PUBLIC_URL = 'http://search.test:9999';
const artistTrack = (id: string, name: string, artists: string[]): TrackDetails => ({
  ...FIXTURE_TRACKS[0],
  id,
  name,
  uri: `spotify:track:${id}`,
  artists: artists.map((a) => ({ name: a })),
});
const BEYONCE = artistTrack('beyonce01', 'Halo', ['Beyoncé']);
const DUET = artistTrack('duet01', 'Under Pressure', ['Queen', 'David Bowie']);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    trackResolver: createListTrackResolver([...FIXTURE_TRACKS, BEYONCE, DUET]),
    publicUrl: PUBLIC_URL,
  });
});
afterAll(() => t.close());

const ids = (body: { results: Array<{ song_post: number }> }) => body.results.map((r) => r.song_post);

describe('post search', () => {
  it('finds titles and captions anywhere in a word, whatever the case or accents', async () => {
    const me = await newMember(t.app);
    const cafe = (await postSong(t.app, me.headers, { title: 'Café Tacvba live', comment: '' })).song_post as number;
    const manana = (await postSong(t.app, me.headers, { title: 'Other', comment: 'A beautiful MAÑANA song' }))
      .song_post as number;
    await postSong(t.app, me.headers, { title: 'Nothing alike', comment: 'plain' });

    const search = async (q: string) =>
      ids((await get(t.app, `/api/v1/searchsongposttitle/${encodeURIComponent(q)}`, me.headers)).json());
    expect(await search('CAFE')).toEqual([cafe]);
    expect(await search('cafÉ tac')).toEqual([cafe]);
    expect(await search('acvb')).toEqual([cafe]);
    expect(await search('manana')).toEqual([manana]);
    expect(await search('utiFUL')).toEqual([manana]);
    expect(await search('100%')).toEqual([]);
  });

  it("finds posts by their track's artists, any of them, whatever the case or accents", async () => {
    const me = await newMember(t.app);
    const halo = (await postSong(t.app, me.headers, { song: BEYONCE.id, title: 'My favourite' })).song_post as number;
    const duet = (await postSong(t.app, me.headers, { song: DUET.id, title: 'A classic' })).song_post as number;
    // Another post of the same track: an artist finds every post of it, newest first.
    const halo2 = (await postSong(t.app, me.headers, { song: BEYONCE.id, comment: 'again' })).song_post as number;
    const titled = (await postSong(t.app, me.headers, { title: 'Bowie covers', comment: '' })).song_post as number;

    const search = async (q: string) =>
      (await get(t.app, `/api/v1/searchsongposttitle/${encodeURIComponent(q)}`, me.headers)).json() as {
        count: number;
        results: Array<{ song_post: number }>;
      };
    expect(ids(await search('BEYONCE'))).toEqual([halo2, halo]);
    expect(ids(await search('yoncé'))).toEqual([halo2, halo]);
    expect(ids(await search('queen'))).toEqual([duet]);
    // The second artist, and a title: both kinds of match in one answer, counted once each.
    const bowie = await search('bOwIe');
    expect(ids(bowie)).toEqual([titled, duet]);
    expect(bowie.count).toBe(2);
  });

  it('finds users by the start of their names, whatever the case or accents', async () => {
    const me = await newMember(t.app);
    const zoe = await newMember(t.app, { first_name: 'Zoë', last_name: 'Ångström' });
    const names = async (q: string) =>
      (
        (await get(t.app, `/api/v1/searchusername/${encodeURIComponent(q)}`, me.headers)).json() as {
          results: Array<{ upclubuser: number }>;
        }
      ).results.map((r) => r.upclubuser);
    expect(await names('ZOE')).toEqual([zoe.id]);
    expect(await names('angstr')).toEqual([zoe.id]);
    expect(await names('zoë ång')).toEqual([zoe.id]);
    expect(await names('ngstr')).toEqual([]);
  });
});

describe('club search', () => {
  const names = (body: { results: Club[] }) => body.results.map((c) => c.club_name);
  const search = async (headers: { authorization: string }, q: string) =>
    (
      await get(t.app, `/api/v1/getallclubs/?searchstring=${encodeURIComponent(q)}&category=alphabetical`, headers)
    ).json() as { count: number; results: Club[] };

  it('finds words anywhere in the name or the description, whatever the case or accents', async () => {
    const me = await newMember(t.app);
    const named = await createClub(t.app, me.headers, 'Les Crêpes Électriques');
    const described = await createClub(t.app, me.headers, 'Late Shift');
    const res = await patch(
      t.app,
      `/api/v1/updateclub/${described.club}`,
      { club_description: 'Cumbias y boleros de AÑORANZA' },
      me.headers,
    );
    expect(res.statusCode).toBe(200);
    await createClub(t.app, me.headers, 'Unrelated Nights');

    expect(names(await search(me.headers, 'electriques'))).toEqual([named.club_name]);
    expect(names(await search(me.headers, 'CRÊPES ÉLEC'))).toEqual([named.club_name]);
    expect(names(await search(me.headers, 'ectriq'))).toEqual([named.club_name]);
    expect(names(await search(me.headers, 'anoranza'))).toEqual([described.club_name]);
    expect(names(await search(me.headers, 'BOLERO'))).toEqual([described.club_name]);
  });

  it('pages the matches by name and description, its links keeping the search', async () => {
    const me = await newMember(t.app);
    const total = API_PAGE_SIZE + 2;
    for (let i = 0; i < total; i++) {
      // Half of them match by their name, half by their description only.
      const club = await createClub(t.app, me.headers, i % 2 ? `Page ${i}` : `Zyqpaged ${i}`);
      if (i % 2) {
        const res = await patch(
          t.app,
          `/api/v1/updateclub/${club.club}`,
          { club_description: 'for the zyqpàged crowd' },
          me.headers,
        );
        expect(res.statusCode).toBe(200);
      }
    }
    const first = await search(me.headers, 'ZYQPAGED');
    expect(first.count).toBe(total);
    expect(first.results).toHaveLength(API_PAGE_SIZE);
    const all = await followAll<Club>(
      t.app,
      '/api/v1/getallclubs/?searchstring=ZYQPAGED&category=alphabetical',
      me.headers,
      PUBLIC_URL,
    );
    expect(all.pages).toBe(2);
    expect(new Set(names(all)).size).toBe(total);
  });
});
