import { buildTestApp, newMember, type TestApp } from './helpers';
import { fixtureResolver, get, postSong } from './music';

// Post search (v1/searchsongposttitle/{query}): words anywhere in the title or caption, accent- and
// case-blind, on the trigram index of migration 0006.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ trackResolver: fixtureResolver() });
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
