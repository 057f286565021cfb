import { repoRouteFacts } from '@upclub/testing/remoteRoutes';
import { remoteRoutesSchema } from '@upclub/shared/guard';
import { fetchRouteFacts, usableRemotes } from './routeFacts';

/** The server's answer to the next fetch (jsdom has no fetch of its own). */
function answer(body: unknown, status = 200) {
  const fetchMock = jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
const repoFacts = () => repoRouteFacts().map((facts) => remoteRoutesSchema.parse(facts));
const registryOf = (...names: string[]) => Object.fromEntries(names.map((n) => [n, `/mfe/${n}/remoteEntry.js`]));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('fetchRouteFacts', () => {
  it('reads every remote’s facts from /routes.json, with the schema’s defaults', async () => {
    const fetched = answer(repoRouteFacts());
    const facts = await fetchRouteFacts();
    expect(fetched).toHaveBeenCalledWith('/routes.json', { cache: 'no-store' });
    expect(facts.map((f) => f.name)).toEqual(['clubs', 'feed', 'messages', 'profile', 'staff']);
    expect(facts[0]!.routes[0]!.access).toBe('connected');
  });

  it('leaves out facts that fail the schema and keeps the others', async () => {
    answer([{ name: 'broken', label: 'Broken', routes: [{ name: 'x', path: 'x' }] }, ...repoRouteFacts()]);
    expect((await fetchRouteFacts()).map((f) => f.name)).toEqual(['clubs', 'feed', 'messages', 'profile', 'staff']);
    expect(console.error).toHaveBeenCalledWith('[shell] route facts left out', expect.anything(), expect.anything());
  });

  it('fails the start when the server cannot answer', async () => {
    answer({ detail: 'oops' }, 500);
    await expect(fetchRouteFacts()).rejects.toThrow('Route facts answered 500');
    answer({ feed: {} });
    await expect(fetchRouteFacts()).rejects.toThrow('Route facts must be a list');
  });
});

describe('usableRemotes', () => {
  it('keeps the remotes of the registry whose paths fit together', () => {
    const registry = registryOf('clubs', 'feed', 'messages', 'profile', 'staff');
    expect(usableRemotes(repoFacts(), registry).map((f) => f.name)).toEqual([
      'clubs',
      'feed',
      'messages',
      'profile',
      'staff',
    ]);
  });

  it('leaves out a remote without a manifest, and one claiming another’s path', () => {
    const thief = remoteRoutesSchema.parse({
      name: 'thief',
      label: 'Thief',
      routes: [{ name: 'x', path: '/discover/x' }],
    });
    const remotes = usableRemotes([...repoFacts(), thief], registryOf('feed', 'clubs', 'thief'));
    expect(remotes.map((f) => f.name)).toEqual(['clubs', 'feed']);
    expect(console.error).toHaveBeenCalledWith('[shell] remote staff left out: it is not in the registry');
    expect(console.error).toHaveBeenCalledWith('[shell] remote thief left out: /discover belongs to remote feed');
  });
});
