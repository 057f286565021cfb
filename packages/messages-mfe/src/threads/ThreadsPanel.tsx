import { useState } from 'react';
import styled from 'styled-components';
import { Search, SquarePen } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@upclub/shared/constants';
import { IconButton, SearchPill, VisuallyHidden, color, fontSize, space, useDebouncedValue } from '@upclub/shared/ui';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { useThreadsQuery } from '../queries/threads';
import { MESSAGES_TEXT } from '../texts';
import { NewThreadRow, ThreadRow } from './ThreadRow';

export interface ThreadsPanelProps {
  /** The open thread ('new' for the unsaved one). */
  current: number | 'new' | null;
  /** The unsaved new thread's title, when there is one. */
  draftTitle: string | null;
  onNewMessage: () => void;
}

/** The left column (spec part 2 §2): 'Search messages', the new message button and the thread list. */
export function ThreadsPanel({ current, draftTitle, onNewMessage }: ThreadsPanelProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useThreadsQuery(search);
  return (
    <Column aria-label="Threads">
      <Head>
        <Heading>Chats</Heading>
        <IconButton label={MESSAGES_TEXT.newMessageButton} variant="raised" onClick={onNewMessage}>
          <SquarePen size={18} aria-hidden />
        </IconButton>
      </Head>
      <SearchRow>
        <SearchPill>
          <Search size={18} aria-hidden />
          <VisuallyHidden>{MESSAGES_TEXT.searchMessages}</VisuallyHidden>
          <input
            type="search"
            placeholder={MESSAGES_TEXT.searchMessages}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
          />
        </SearchPill>
      </SearchRow>
      <Scroll>
        {draftTitle !== null && !search ? (
          <NewList aria-label="Unsaved thread">
            <li>
              <NewThreadRow title={draftTitle} current={current === 'new'} />
            </li>
          </NewList>
        ) : null}
        <PagedList
          list={list}
          label={MESSAGES_TEXT.title}
          emptyText={MESSAGES_TEXT.noMessages}
          keyOf={(thread) => thread.messagethread}
          renderItem={(thread) => <ThreadRow thread={thread} current={current === thread.messagethread} />}
        />
      </Scroll>
    </Column>
  );
}

const Column = styled.section`
  flex: none;
  width: 340px;
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-right: 1px solid ${color.line};
  @media (max-width: 1100px) {
    width: 280px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 64px;
  padding: ${space(2)} ${space(4)};
  border-bottom: 1px solid ${color.line};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${fontSize.lg}px;
`;

const SearchRow = styled.div`
  padding: ${space(3)} ${space(3)} ${space(2)};
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 0 ${space(2)} ${space(3)};
  /* Rows keep to the column's width: long names and previews end in an ellipsis, not past the edge. */
  ul {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const NewList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
