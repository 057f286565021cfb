import { useInfiniteQuery } from '@tanstack/react-query';
import { getClubCurators, getClubFollowers } from '@upclub/shared/api';
import { usePagedItems } from '@upclub/shared/queries';
import type { ClubCurator, ClubFollower, Paged } from '@upclub/shared/types';
import { clubKeys } from './keys';

// The people of a club's tabs (spec part 2 §2): its followers and its curators, paged.

const followersOf = (page: Paged<ClubFollower>) => page.results;
const curatorsOf = (page: Paged<ClubCurator>) => page.results;

export function useClubFollowersQuery(club: number) {
  const query = useInfiniteQuery({
    queryKey: clubKeys.followers(club),
    queryFn: ({ pageParam }) => getClubFollowers(club, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  return usePagedItems(query, followersOf);
}

export function useClubCuratorsQuery(club: number) {
  const query = useInfiniteQuery({
    queryKey: clubKeys.curators(club),
    queryFn: ({ pageParam }) => getClubCurators(club, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  return usePagedItems(query, curatorsOf);
}
