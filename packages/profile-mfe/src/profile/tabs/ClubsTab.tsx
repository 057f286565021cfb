import { useInfiniteQuery } from '@tanstack/react-query';
import { getAllOwnedAndCuratedClubs } from '@upclub/shared/api';
import { profileKeys, usePagedItems } from '@upclub/shared/queries';
import type { Club, Paged, UserProfile } from '@upclub/shared/types';
import { VisuallyHidden } from '@upclub/shared/ui';
import { ClubCard } from '@upclub/shared/ui/ClubCard';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { COUNT_LABELS, PROFILE_TEXT } from '../texts';

const clubsOf = (page: Paged<Club>) => page.results;

/** The clubs a user owns or curates (v1/getallownedandcuratedclubs with upclubuser), paged. */
function useUserClubsQuery(upclubuser: number) {
  const query = useInfiniteQuery({
    queryKey: [...profileKeys.all, 'clubs', upclubuser],
    queryFn: ({ pageParam }) => getAllOwnedAndCuratedClubs({ upclubuser }, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  return usePagedItems(query, clubsOf);
}

/** A profile's clubs (spec part 2 §2 route profile_clubs): cards to each club's page. */
export function ClubsTab({ profile }: { profile: UserProfile }) {
  const list = useUserClubsQuery(profile.upclubuser);
  return (
    <>
      <VisuallyHidden as="h2">{COUNT_LABELS.profile_clubs}</VisuallyHidden>
      <PagedList
        list={list}
        layout="grid"
        label={`${profile.username} clubs`}
        emptyText={PROFILE_TEXT.noClubs}
        keyOf={(club) => club.club}
        renderItem={(club) => <ClubCard club={club} to={`/clubs/${club.club}`} headingLevel={3} />}
      />
    </>
  );
}
