import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EMPTY_TEXT, MY_CLUBS_SECTION_SIZE } from '@upclub/shared/constants';
import { ListStatus, endRowsOf } from '@upclub/shared/ui/PagedList';
import { useClubListQuery } from '../queries/clubs';
import { CLUB_LIST_PATHS } from '../paths';
import { CLUBS_TEXT } from '../texts';
import type { FindClubState } from './ClubListPage';
import { ClubTile } from './components/ClubTile';
import { ClubsHeader } from './components/ClubsHeader';
import { EmptyClubs } from './components/EmptyClubs';
import * as S from './Clubs.styles';
import { useCreateClub } from './useCreateClub';

type ClubList = ReturnType<typeof useClubListQuery>;

/**
 * My Clubs (spec part 2 §2): the sections 'Owner & Curator' and 'Following', each with up to 5
 * clubs and a 'See More' link to the whole list when it counts 5 or more.
 */
export function MyClubsPage() {
  const owned = useClubListQuery('owned');
  const followed = useClubListQuery('followed');
  const { openCreate, createModal } = useCreateClub();
  const navigate = useNavigate();
  const settledEmpty = (list: ClubList) => !list.isPending && !list.isError && list.items.length === 0;

  return (
    <S.Page>
      <ClubsHeader route="my_clubs" onCreate={openCreate} />
      {settledEmpty(owned) && settledEmpty(followed) ? (
        <EmptyClubs
          onCreate={openCreate}
          onFind={() => void navigate(CLUB_LIST_PATHS.all_clubs, { state: { findClub: true } satisfies FindClubState })}
        />
      ) : (
        <>
          <ClubSection title={CLUBS_TEXT.ownerAndCurator} list={owned} more={CLUB_LIST_PATHS.owned_clubs} />
          <ClubSection title={CLUBS_TEXT.following} list={followed} more={CLUB_LIST_PATHS.followed_clubs} />
        </>
      )}
      {createModal}
    </S.Page>
  );
}

function ClubSection({ title, list, more }: { title: string; list: ClubList; more: string }) {
  const headingId = useId();
  const shown = list.items.slice(0, MY_CLUBS_SECTION_SIZE);
  const rows = endRowsOf({ count: shown.length, loading: list.isPending, failed: list.isError });
  return (
    <S.Section aria-labelledby={headingId}>
      <S.SectionHead>
        <h2 id={headingId}>{title}</h2>
        {(list.count ?? 0) >= MY_CLUBS_SECTION_SIZE ? (
          <Link to={more} aria-describedby={headingId}>
            {CLUBS_TEXT.seeMore}
          </Link>
        ) : null}
      </S.SectionHead>
      {shown.length > 0 ? (
        <S.Grid aria-label={title}>
          {shown.map((club) => (
            <li key={club.club}>
              <ClubTile club={club} from="my_clubs" headingLevel={3} />
            </li>
          ))}
        </S.Grid>
      ) : null}
      {rows.length > 0 ? (
        <ListStatus rows={rows} emptyText={EMPTY_TEXT.clubs} onRetry={list.refetch} alone={shown.length === 0} />
      ) : null}
    </S.Section>
  );
}
