import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { color, fontSize, space } from '@upclub/shared/ui';
import { ListStatus, endRowsOf, useLoadMoreAtEnd } from '@upclub/shared/ui/PagedList';
import type { Notification } from '@upclub/shared/types';
import { groupByTime } from '../timeGroups';
import { NOTIFICATIONS_TEXT as T } from '../texts';
import { NotificationRow } from './NotificationRow';

export interface NotificationListProps {
  items: readonly Notification[];
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** The time the groups are counted from. */
  now: Date;
}

/**
 * The notifications under Today, This Week, This Month, This Year and Others (spec part 2 §2),
 * each group a headed list; the next page loads at the end; loading, empty and failure below.
 */
export function NotificationList({ items, loading, failed, hasMore, onLoadMore, onRetry, now }: NotificationListProps) {
  const groups = useMemo(() => groupByTime(items, now), [items, now]);
  const rows = endRowsOf({ count: items.length, loading, failed, hasMore });
  const end = useLoadMoreAtEnd<HTMLDivElement>(
    onLoadMore,
    rows.some((row) => row.type === 'more'),
  );
  const id = useId();
  return (
    <div aria-busy={loading}>
      {groups.map(({ group, items: grouped }) => (
        <Group key={group} aria-labelledby={`${id}-${group}`}>
          <GroupTitle id={`${id}-${group}`}>{group}</GroupTitle>
          <List>
            {grouped.map((notification) => (
              <li key={notification.id}>
                <NotificationRow notification={notification} />
              </li>
            ))}
          </List>
        </Group>
      ))}
      <ListStatus
        // A new end row for each length of the list, as PagedList does: a page's notifications take
        // the place of the loading row and the next end row appears below them, instead of the same
        // row sliding down (a layout shift of 0.09 at 768 px when the first page came).
        key={items.length}
        ref={end}
        rows={rows}
        emptyText={T.empty}
        errorText={T.failed}
        onRetry={onRetry}
        onLoadMore={onLoadMore}
        alone={items.length === 0}
      />
    </div>
  );
}

const Group = styled.section`
  & + & {
    margin-top: ${space(5)};
  }
`;

const GroupTitle = styled.h2`
  margin: 0 0 ${space(2)};
  padding: 0 ${space(3)};
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
