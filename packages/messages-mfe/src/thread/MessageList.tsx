import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Virtuoso } from 'react-virtuoso';
import { getCurrentUser, requestCountsRefresh } from '@upclub/shared/bus';
import type { MessageKind, SongPost } from '@upclub/shared/types';
import { Button, Spinner, color, fontSize, space } from '@upclub/shared/ui';
import { markThreadRead, useMessagesQuery } from '../queries/messages';
import { MESSAGES_TEXT } from '../texts';
import { nextAnchor, type Anchor } from './anchor';
import { Bubbles } from './Bubbles';
import { dateLineText, groupMessages, type ThreadRow } from './grouping';
import { songPostOf } from './songPost';

/** Far from 0, so older pages can keep taking lower indexes above it (Virtuoso's firstItemIndex). */
const FIRST_INDEX = 1_000_000;

export interface MessageListProps {
  thread: number;
  kind: MessageKind;
  label: string;
}

/**
 * A thread's messages, oldest at the top, opening at the newest; the list is virtualised and its
 * older pages load when the top comes near (or from 'Load earlier messages'). Loading, empty and
 * error states as every list.
 */
export function MessageList({ thread, kind, label }: MessageListProps) {
  const query = useMessagesQuery(thread, kind);
  const client = useQueryClient();
  const loaded = query.isSuccess;
  // Reading the messages marked the thread read: its dot goes, and the side menu's count is asked
  // again (spec part 2 §4: opening a thread refreshes the notification counts).
  useEffect(() => {
    if (!loaded) return;
    markThreadRead(client, thread);
    requestCountsRefresh();
  }, [loaded, thread, client]);
  const messages = useMemo(
    () => (query.data ? query.data.pages.flatMap((page) => page.results).reverse() : []),
    [query.data],
  );
  const rows = useMemo(() => groupMessages(messages), [messages]);
  // Derived from the previous render (React's pattern for it): the rows loaded above move the first index.
  const [anchor, setAnchor] = useState<Anchor>({ first: FIRST_INDEX, oldest: null, before: 0 });
  const next = nextAnchor(anchor, rows, messages[0]?.message ?? null);
  if (next !== anchor) setAnchor(next);

  const songs = useMemo(() => messages.map(songPostOf).filter((post): post is SongPost => post !== null), [messages]);
  const me = getCurrentUser()?.upclubuser ?? null;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <Status role="status" aria-busy="true">
        <Spinner $size={24} />
        <span>Loading messages</span>
      </Status>
    );
  }
  if (query.isError && rows.length === 0) {
    return (
      <Status role="alert">
        <span>Messages could not be loaded.</span>
        <Button type="button" $variant="secondary" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Status>
    );
  }
  if (rows.length === 0) {
    return <Status>{kind === 'songs' ? MESSAGES_TEXT.noSongs : MESSAGES_TEXT.noMessages}</Status>;
  }

  const renderRow = (_: number, row: ThreadRow) =>
    row.type === 'date' ? (
      <DateLine>{dateLineText(row.at)}</DateLine>
    ) : (
      <Bubbles group={row} mine={me !== null && row.sender === me} thread={thread} songs={songs} />
    );

  return (
    <Virtuoso<ThreadRow>
      role="log"
      aria-label={label}
      tabIndex={0}
      style={{ flex: 1 }}
      data={rows}
      firstItemIndex={next.first}
      initialTopMostItemIndex={rows.length - 1}
      computeItemKey={(_, row) => row.key}
      startReached={loadOlder}
      followOutput={(atBottom) => (atBottom ? 'smooth' : false)}
      itemContent={renderRow}
      components={{
        Header: () =>
          isFetchingNextPage ? (
            <Status role="status">
              <Spinner $size={18} />
            </Status>
          ) : query.isFetchNextPageError ? (
            <Status role="alert">
              <Button type="button" $variant="secondary" onClick={loadOlder}>
                Retry
              </Button>
            </Status>
          ) : hasNextPage ? (
            <Status>
              <Button type="button" $variant="ghost" onClick={loadOlder}>
                Load earlier messages
              </Button>
            </Status>
          ) : (
            <Top aria-hidden="true" />
          ),
      }}
    />
  );
}

const Status = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space(3)};
  padding: ${space(6)};
  color: ${color.muted};
`;

const DateLine = styled.p`
  margin: ${space(4)} 0 ${space(2)};
  text-align: center;
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
  font-weight: 600;
`;

const Top = styled.div`
  height: ${space(2)};
`;
