import { Suspense, lazy, useEffect, useState, type CSSProperties } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { statusOf } from '@upclub/shared/api';
import { DEFAULT_CLUB_POST_CATEGORY, type FeedCategory } from '@upclub/shared/constants';
import { PageLoading, color, fontSize, space } from '@upclub/shared/ui';
import { clubRoleOf } from '@upclub/shared/ui/ClubCard';
import { ListStatus } from '@upclub/shared/ui/PagedList';
import { useClubQuery } from '../queries/clubs';
import { NEW_CLUB_PARAM, clubPath } from '../paths';
import { useCurrentUserId } from '../session';
import { ClubActions } from './components/ClubActions';
import { ClubBanner } from './components/ClubBanner';
import { ClubHeader } from './components/ClubHeader';
import { ClubLiveBar } from './components/ClubLiveBar';
import { ClubTabs } from './components/ClubTabs';
import { useClubAccent } from './palette/useClubAccent';
import { PostsTab } from './tabs/PostsTab';
import { useClubPlayback } from './useClubPlayback';

// The followers and curators tabs are a chunk of their own: the first tab, Posts, comes with the
// page, and the people tabs (with the UI kit's user rows) when one is opened.
const FollowersTab = lazy(() =>
  import(/* webpackChunkName: "club-people-tabs" */ './tabs/FollowersTab').then((m) => ({ default: m.FollowersTab })),
);
const CuratorsTab = lazy(() =>
  import(/* webpackChunkName: "club-people-tabs" */ './tabs/CuratorsTab').then((m) => ({ default: m.CuratorsTab })),
);

// The owner's dialogs are their own chunks: other users never fetch them.
const ClubSettingsDialog = lazy(() => import(/* webpackChunkName: "club-settings" */ '../settings/ClubSettingsDialog'));
const InviteCuratorsModal = lazy(
  () => import(/* webpackChunkName: "club-curators" */ '../curators/InviteCuratorsModal'),
);

/** What the page says of a club that does not exist (the spec words none). */
export const CLUB_NOT_FOUND = 'This club does not exist or was removed.';
/** The page's h1 until the club's name is known. */
const CLUB_TITLE = 'Club';

/**
 * One club (spec part 2 §2 Club detail): header, banner, its listening room (issue 25),
 * description, tabs with counts, and the owner's settings dialog, which a new club (`state=new`)
 * opens once.
 */
export function ClubScreen({ id }: { id: number }) {
  const query = useClubQuery(id);
  const club = query.data;
  const userId = useCurrentUserId();
  const role = club ? clubRoleOf(club, userId) : null;
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const isNew = params.get(NEW_CLUB_PARAM.name) === NEW_CLUB_PARAM.value;
  const [settingsOpen, setSettingsOpen] = useState(isNew);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [category, setCategory] = useState<FeedCategory>(DEFAULT_CLUB_POST_CATEGORY);
  const accent = useClubAccent(club);
  const { playback, toggle } = useClubPlayback(id, category);

  // state=new opens the settings once: the query leaves the address, so a reload does not reopen them.
  useEffect(() => {
    if (!isNew) return;
    void setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEW_CLUB_PARAM.name);
        return next;
      },
      { replace: true, state: location.state },
    );
  }, [isNew, setParams, location.state]);

  const style = {
    '--club-accent': accent.accent,
    '--club-on-accent': accent.onAccent,
    '--club-wash': accent.wash,
  } as CSSProperties;

  if (!club) {
    return (
      <Page style={style}>
        <ClubHeader title={CLUB_TITLE} />
        {query.isError ? (
          statusOf(query.error) === 404 ? (
            <Missing>{CLUB_NOT_FOUND}</Missing>
          ) : (
            <ListStatus rows={[{ type: 'error' }]} emptyText="" onRetry={() => void query.refetch()} alone />
          )
        ) : (
          <PageLoading />
        )}
      </Page>
    );
  }

  return (
    <Page style={style} aria-busy={query.isFetching}>
      <ClubHeader
        title={club.club_name}
        actions={<ClubActions club={club} onSettings={() => setSettingsOpen(true)} />}
      />
      <ClubBanner club={club} playback={playback} onToggle={() => void toggle()} />
      <ClubLiveBar club={club} />
      {club.club_description ? <About>{club.club_description}</About> : null}
      <ClubTabs club={club} />
      <TabPanel>
        <Routes>
          <Route index element={<PostsTab club={club} category={category} onCategory={setCategory} />} />
          <Route
            path="followers"
            element={
              <Suspense fallback={<PageLoading />}>
                <FollowersTab club={club} />
              </Suspense>
            }
          />
          <Route
            path="curators"
            element={
              <Suspense fallback={<PageLoading />}>
                <CuratorsTab club={club} />
              </Suspense>
            }
          />
          <Route path="*" element={<Navigate to={clubPath(id)} replace />} />
        </Routes>
      </TabPanel>
      {role === 'owner' ? (
        <Suspense fallback={null}>
          {settingsOpen ? (
            <ClubSettingsDialog
              club={club}
              onClose={() => setSettingsOpen(false)}
              onInviteCurators={() => {
                setSettingsOpen(false);
                setInviteOpen(true);
              }}
            />
          ) : null}
          {inviteOpen ? <InviteCuratorsModal club={club} onClose={() => setInviteOpen(false)} /> : null}
        </Suspense>
      ) : null}
    </Page>
  );
}

const Page = styled.section`
  padding: ${space(6)};
  max-width: 1280px;
  @media (max-width: 600px) {
    padding: ${space(4)};
  }
`;

const About = styled.p`
  max-width: 72ch;
  margin: ${space(4)} 0 0;
  color: ${color.muted};
  font-size: ${fontSize.md}px;
  white-space: pre-line;
  /* A word longer than the line (a pasted link, a hostile description) wraps, never widens the page. */
  overflow-wrap: anywhere;
`;

const TabPanel = styled.div`
  padding-top: ${space(5)};
`;

/** The page of an address that names no club. */
export function ClubMissing() {
  return (
    <Page>
      <ClubHeader title={CLUB_TITLE} />
      <Missing>{CLUB_NOT_FOUND}</Missing>
    </Page>
  );
}

const Missing = styled.p`
  margin: ${space(8)} 0;
  color: ${color.muted};
  text-align: center;
`;
