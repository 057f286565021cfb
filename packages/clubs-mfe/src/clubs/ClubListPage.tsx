import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  DEFAULT_CLUB_SORT,
  EMPTY_TEXT,
  SEARCH_DEBOUNCE_MS,
  SORT_MENU_TEXT,
  type ClubSort,
} from '@upclub/shared/constants';
import { useDebouncedValue } from '@upclub/shared/ui';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { SortMenu } from '@upclub/shared/ui/SortMenu';
import { useClubListQuery } from '../queries/clubs';
import type { ClubListKind } from '../queries/keys';
import { CLUB_LIST_PATHS, type ClubListRoute } from '../paths';
import { CLUBS_TEXT, CLUB_SORT_OPTIONS } from '../texts';
import { ClubSearch } from './components/ClubSearch';
import { ClubTile } from './components/ClubTile';
import { ClubsHeader, SUB_LIST_TITLES } from './components/ClubsHeader';
import { EmptyClubs } from './components/EmptyClubs';
import * as S from './Clubs.styles';
import { useCreateClub } from './useCreateClub';

export type ClubListPageRoute = Exclude<ClubListRoute, 'my_clubs'>;

const KIND: Record<ClubListPageRoute, ClubListKind> = {
  all_clubs: 'all',
  owned_clubs: 'owned',
  followed_clubs: 'followed',
};

/** Router state of 'Find Clubs': the All Clubs page opens with its search box focused. */
export interface FindClubState {
  findClub: true;
}
const wantsFind = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as FindClubState).findClub === true;

/**
 * A club list (spec part 2 §2): All Clubs, or the owned and curated, or the followed clubs. The
 * searchable lists ('Find club', sorts) are the ones whose call takes a search and a sort.
 */
export function ClubListPage({ route }: { route: ClubListPageRoute }) {
  const kind = KIND[route];
  const searchable = kind !== 'followed';
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<ClubSort>(DEFAULT_CLUB_SORT);
  const list = useClubListQuery(kind, { search, sort });
  const { openCreate, createModal } = useCreateClub();
  const searchRef = useRef<HTMLInputElement>(null);
  const findRequested = wantsFind(location.state);

  useEffect(() => {
    if (findRequested) searchRef.current?.focus();
  }, [findRequested]);

  const find = () => {
    if (searchable && kind === 'all') searchRef.current?.focus();
    else void navigate(CLUB_LIST_PATHS.all_clubs, { state: { findClub: true } satisfies FindClubState });
  };

  const nothingYet = !list.isPending && !list.isError && list.items.length === 0 && search === '';
  const label = route === 'all_clubs' ? CLUBS_TEXT.allClubs : SUB_LIST_TITLES[route];

  return (
    <S.Page>
      <ClubsHeader route={route} onCreate={openCreate} />
      {searchable ? (
        <S.Toolbar>
          <ClubSearch ref={searchRef} value={text} onChange={setText} />
          <SortMenu title={SORT_MENU_TEXT.label} options={CLUB_SORT_OPTIONS} value={sort} onChange={setSort} />
        </S.Toolbar>
      ) : null}
      {nothingYet ? (
        <EmptyClubs onCreate={openCreate} onFind={find} />
      ) : (
        <PagedList
          layout="grid"
          list={list}
          label={label}
          emptyText={search ? CLUBS_TEXT.noClubsFound : EMPTY_TEXT.clubs}
          keyOf={(club) => club.club}
          renderItem={(club) => <ClubTile club={club} from={route} headingLevel={2} />}
        />
      )}
      {createModal}
    </S.Page>
  );
}
