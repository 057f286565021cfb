import { nextRouteUrl, parseNext } from '.';

const search = (value: string) => `?next=${encodeURIComponent(value)}`;

describe('parseNext', () => {
  it('reads the JSON route of the next query', () => {
    expect(parseNext(search(JSON.stringify({ path: '/discover/', query: { share_post: '5' } })))).toEqual({
      path: '/discover/',
      query: { share_post: '5' },
    });
    expect(parseNext(search(JSON.stringify({ path: '/clubs/3' })))).toEqual({ path: '/clubs/3', query: {} });
  });

  it.each([
    ['missing', ''],
    ['empty', '?next='],
    ['bad JSON', search('{path: /discover')],
    ['a plain string', search('"/discover"')],
    ['no path', search(JSON.stringify({ query: {} }))],
    ['absolute URL', search(JSON.stringify({ path: 'https://evil.example/discover' }))],
    ['protocol-relative URL', search(JSON.stringify({ path: '//evil.example/discover' }))],
    ['backslash trick', search(JSON.stringify({ path: '/\\evil.example' }))],
    ['tab trick', search(JSON.stringify({ path: '/\t/evil.example' }))],
    ['javascript URL', search(JSON.stringify({ path: 'javascript:alert(1)' }))],
    ['relative path', search(JSON.stringify({ path: 'discover' }))],
    ['unknown path', search(JSON.stringify({ path: '/nowhere' }))],
    ['public page (would loop)', search(JSON.stringify({ path: '/login' }))],
    ['non-string query values', search(JSON.stringify({ path: '/discover', query: { a: 1 } }))],
  ])('%s -> null', (_label, value) => {
    expect(parseNext(value)).toBeNull();
  });
});

describe('nextRouteUrl', () => {
  it('joins path and query', () => {
    expect(nextRouteUrl({ path: '/discover/', query: { share_post: '5' } })).toBe('/discover/?share_post=5');
    expect(nextRouteUrl({ path: '/clubs', query: {} })).toBe('/clubs');
  });
});
