import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { getUnreadCounts, setUnreadCounts } from '@upclub/shared/bus';
import type { NotificationCategory } from '@upclub/shared/constants';
import { PageTitle, space } from '@upclub/shared/ui';
import { FiltersPanel } from './components/FiltersPanel';
import { NotificationList } from './components/NotificationList';
import { ALL_CATEGORIES } from './filters';
import { notificationKeys, useClearOnOpen, useLiveNotifications, useNotificationsQuery } from './queries';
import { NOTIFICATIONS_TEXT as T } from './texts';

/**
 * The notifications page (spec part 2 §2, §4): the list grouped by time and the filters beside it.
 * Opening it marks everything read; new notifications arrive live.
 */
export function NotificationsPage() {
  const [selected, setSelected] = useState<NotificationCategory[]>(() => [...ALL_CATEGORIES]);
  const client = useQueryClient();
  useClearOnOpen();
  useLiveNotifications(selected);
  const query = useNotificationsQuery(selected);

  // Spec part 2 §4: on load failure the list resets and the count becomes 0.
  const failed = query.isError;
  useEffect(() => {
    if (failed) setUnreadCounts({ ...getUnreadCounts(), notifications: 0 });
  }, [failed]);

  const items = useMemo(
    () => (failed || selected.length === 0 ? [] : (query.data?.pages.flatMap((page) => page.results) ?? [])),
    [failed, selected.length, query.data],
  );
  // The groups count from when the list was last loaded (nothing is listed before that).
  const now = useMemo(() => new Date(query.dataUpdatedAt), [query.dataUpdatedAt]);

  return (
    <Page>
      <PageTitle>{T.title}</PageTitle>
      <Layout>
        <Filters>
          <FiltersPanel selected={selected} onChange={setSelected} />
        </Filters>
        <Main>
          <NotificationList
            items={items}
            now={now}
            loading={selected.length > 0 && (query.isPending || query.isFetchingNextPage)}
            failed={failed}
            hasMore={query.hasNextPage}
            onLoadMore={() => void query.fetchNextPage({ cancelRefetch: false })}
            onRetry={() => void client.resetQueries({ queryKey: notificationKeys.list(selected) })}
          />
        </Main>
      </Layout>
    </Page>
  );
}

const Page = styled.div`
  padding: ${space(6)} ${space(6)} ${space(10)};
  @media (max-width: 768px) {
    padding: ${space(4)};
  }
`;

/** Filters on the right of the list on wide screens, above it on narrow ones. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 760px) 280px;
  grid-template-areas: 'main filters';
  gap: ${space(6)};
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'filters' 'main';
  }
`;

const Main = styled.div`
  grid-area: main;
  min-width: 0;
`;

const Filters = styled.div`
  grid-area: filters;
  position: sticky;
  top: calc(var(--uc-header-height, 64px) + ${space(4)});
  @media (max-width: 1100px) {
    position: static;
  }
`;
