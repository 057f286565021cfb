import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSuspense } from '@upclub/shared/ui';
import { CLUB_LIST_PATHS, CLUB_ROOM_SEGMENT } from './paths';
import { facts } from './routeFacts';

const { path } = facts;

// Each page is its own chunk, so the remote's first load carries only the page it shows.
const clubsChunk = () => import(/* webpackChunkName: "club-lists" */ './clubs');
const ClubListPage = lazy(() => clubsChunk().then((m) => ({ default: m.ClubListPage })));
const MyClubsPage = lazy(() => clubsChunk().then((m) => ({ default: m.MyClubsPage })));
const ClubPage = lazy(() =>
  import(/* webpackChunkName: "club-page" */ './club').then((m) => ({ default: m.ClubPage })),
);

// A club's listening room: its own chunk, fetched only by those who open a room.
const RoomPage = lazy(() =>
  import(/* webpackChunkName: "club-room" */ './room').then((m) => ({ default: m.RoomPage })),
);

/**
 * The clubs remote's own sub-routes (spec part 2 §2): the club lists, a club's page with its tabs,
 * and its listening room (issue 25; `/clubs/{id}/room` ranks above the page's nested tabs).
 */
export function AppRoutes() {
  return (
    <PageSuspense>
      <Routes>
        <Route path={CLUB_LIST_PATHS.all_clubs} element={<ClubListPage route="all_clubs" />} />
        <Route path={CLUB_LIST_PATHS.my_clubs} element={<MyClubsPage />} />
        <Route path={CLUB_LIST_PATHS.owned_clubs} element={<ClubListPage route="owned_clubs" />} />
        <Route path={CLUB_LIST_PATHS.followed_clubs} element={<ClubListPage route="followed_clubs" />} />
        <Route path={`${path('club_posts')}/${CLUB_ROOM_SEGMENT}`} element={<RoomPage />} />
        <Route path={`${path('club_posts')}/*`} element={<ClubPage />} />
      </Routes>
    </PageSuspense>
  );
}
