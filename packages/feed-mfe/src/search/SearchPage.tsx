import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Search } from 'lucide-react';
import styled from 'styled-components';
import { EMPTY_TEXT, SEARCH_DEBOUNCE_MS } from '@upclub/shared/constants';
import type { PagedItems } from '@upclub/shared/queries';
import type { Club, SongPost } from '@upclub/shared/types';
import { PageTitle, SearchPill, color, fontSize, space } from '@upclub/shared/ui';
import { ClubCard } from '@upclub/shared/ui/ClubCard';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { PillTabs } from '@upclub/shared/ui/PillTabs';
import { PlayablePostGrid } from '@upclub/shared/ui/PostGrid';
import { UserRow } from '@upclub/shared/ui/UserRow';
import { readRecent, rememberSearch, type SearchTab } from './recent';
import { useClubSearch, usePostSearch, useUserSearch, type SearchList } from './queries';
import type { SearchUser } from './source';
import { ALL_TAB_SHOWN, SEARCH_TEXT } from './texts';

const TABS: ReadonlyArray<{ tab: SearchTab; path: string }> = [
  { tab: 'all', path: '/search' },
  { tab: 'posts', path: '/search/posts' },
  { tab: 'users', path: '/search/users' },
  { tab: 'clubs', path: '/search/clubs' },
];

const withQuery = (path: string, query: string) => (query ? `${path}?query=${encodeURIComponent(query)}` : path);

/**
 * The search page (spec part 2 §2, §4): typed text settles for SEARCH_DEBOUNCE_MS, then becomes
 * the address's `query` (so the header's box, Back and reload all land on the same results) and
 * the tab's recent searches; without a query the tab shows its recent searches.
 * Mount one per tab (a `key` of the tab), so the typed text starts from the tab's address.
 */
export function SearchPage({ tab }: { tab: SearchTab }) {
  const [params, setParams] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const [text, setText] = useState(query);
  const written = useRef(query);

  // Every query the page shows is a search made (typed, a recent one, the header's box, a link):
  // the tab's list in local storage is the list's one home, read again whenever it is shown.
  useEffect(() => {
    if (query) rememberSearch(tab, query);
  }, [query, tab]);
  const recent = query ? [] : readRecent(tab);

  // A query arriving from outside (the header's box, Back) replaces the typed text.
  useEffect(() => {
    if (query !== written.current) {
      written.current = query;
      setText(query);
    }
  }, [query]);

  const commit = useCallback(
    (next: string) => {
      const q = next.trim();
      written.current = q;
      setParams(q ? { query: q } : {}, { replace: true });
    },
    [setParams],
  );

  useEffect(() => {
    if (text.trim() === written.current) return undefined;
    const timer = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, commit]);

  return (
    <Wrap>
      <PageTitle>{SEARCH_TEXT.title}</PageTitle>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          commit(text);
        }}
      >
        <SearchPill>
          <Search size={18} aria-hidden />
          <input
            type="search"
            aria-label={SEARCH_TEXT.input}
            placeholder={SEARCH_TEXT.input}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </SearchPill>
      </form>
      <PillTabs
        label={SEARCH_TEXT.tabsLabel}
        tabs={TABS.map(({ tab: t, path }) => ({ to: withQuery(path, query), label: SEARCH_TEXT.tabs[t] }))}
      />
      {query ? (
        <Section aria-labelledby="search-results-heading">
          <H2 id="search-results-heading">{SEARCH_TEXT.results}</H2>
          {tab === 'all' ? <AllResults query={query} /> : <TabResults tab={tab} query={query} />}
        </Section>
      ) : (
        <Section aria-labelledby="recent-searches-heading">
          <H2 id="recent-searches-heading">{SEARCH_TEXT.recent}</H2>
          {recent.length ? (
            <Recent>
              {recent.map((q) => (
                <li key={q}>
                  <RecentButton
                    type="button"
                    onClick={() => {
                      setText(q);
                      commit(q);
                    }}
                  >
                    <Search size={16} aria-hidden />
                    {q}
                  </RecentButton>
                </li>
              ))}
            </Recent>
          ) : (
            <Empty>{EMPTY_TEXT.results}</Empty>
          )}
        </Section>
      )}
    </Wrap>
  );
}

function TabResults({ tab, query }: { tab: Exclude<SearchTab, 'all'>; query: string }) {
  if (tab === 'users') return <UserResults query={query} />;
  if (tab === 'clubs') return <ClubResults query={query} />;
  return <PostResults query={query} />;
}
const UserResults = ({ query }: { query: string }) => <UserList list={useUserSearch(query)} />;
const ClubResults = ({ query }: { query: string }) => <ClubList list={useClubSearch(query)} headingLevel={3} />;
const PostResults = ({ query }: { query: string }) => <PostList list={usePostSearch(query)} query={query} />;

const first = <T,>(list: SearchList<T>, n: number): PagedItems<T> => ({
  ...list,
  items: list.items.slice(0, n),
  hasNextPage: false,
});

/** All: the first users, posts and clubs, each with See More (to its tab) when there are more. */
function AllResults({ query }: { query: string }) {
  const users = useUserSearch(query);
  const posts = usePostSearch(query);
  const clubs = useClubSearch(query);
  const more = (list: SearchList<unknown>, shown: number) =>
    list.items.length > shown || (list.count ?? 0) > shown || list.hasNextPage;
  const group = (kind: 'users' | 'posts' | 'clubs', list: SearchList<unknown>, body: ReactNode) => (
    <Group aria-labelledby={`search-all-${kind}`}>
      <GroupHead>
        <H3 id={`search-all-${kind}`}>{SEARCH_TEXT.tabs[kind]}</H3>
        {more(list, ALL_TAB_SHOWN[kind]) ? (
          <SeeMore to={withQuery(`/search/${kind}`, query)} aria-label={`${SEARCH_TEXT.seeMore} ${kind}`}>
            {SEARCH_TEXT.seeMore}
          </SeeMore>
        ) : null}
      </GroupHead>
      {body}
    </Group>
  );
  return (
    <>
      {group('users', users, <UserList list={first(users, ALL_TAB_SHOWN.users)} />)}
      {group('posts', posts, <PostList list={first(posts, ALL_TAB_SHOWN.posts)} query={query} />)}
      {group('clubs', clubs, <ClubList list={first(clubs, ALL_TAB_SHOWN.clubs)} headingLevel={4} />)}
    </>
  );
}

function UserList({ list }: { list: PagedItems<SearchUser> }) {
  return (
    <PagedList
      list={list}
      label="Users found"
      emptyText={EMPTY_TEXT.results}
      keyOf={(user) => user.upclubuser}
      renderItem={(user) => <UserRow user={user} />}
    />
  );
}

function ClubList({ list, headingLevel }: { list: PagedItems<Club>; headingLevel: 3 | 4 }) {
  return (
    <PagedList
      list={list}
      label="Clubs found"
      layout="grid"
      emptyText={EMPTY_TEXT.results}
      keyOf={(club) => club.club}
      renderItem={(club) => <ClubCard club={club} to={`/clubs/${club.club}`} headingLevel={headingLevel} />}
    />
  );
}

/** Posts found: playing a card plays the list from it; its comments open in the player. */
function PostList({ list, query }: { list: PagedItems<SongPost>; query: string }) {
  const page = useMemo(() => ({ name: 'search', params: { query } }), [query]);
  return (
    <PlayablePostGrid label="Posts found" posts={list.items} query={list} page={page} emptyText={EMPTY_TEXT.results} />
  );
}

const Wrap = styled.section`
  padding: ${space(6)};
  display: grid;
  gap: ${space(4)};
`;
const Section = styled.section`
  display: grid;
  gap: ${space(4)};
`;
const H2 = styled.h2`
  margin: 0;
  font-size: ${fontSize.lg}px;
`;
const H3 = styled.h3`
  margin: 0;
  font-size: ${fontSize.md}px;
`;
const Group = styled.section`
  display: grid;
  gap: ${space(2)};
`;
const GroupHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
`;
const SeeMore = styled(Link)`
  color: ${color.link};
  font-weight: 600;
`;
const Recent = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(1)};
`;
const RecentButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 44px;
  padding: 0 ${space(2)};
  border: 0;
  background: transparent;
  color: ${color.text};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color.accent};
  }
`;
const Empty = styled.p`
  margin: 0;
  color: ${color.muted};
`;
