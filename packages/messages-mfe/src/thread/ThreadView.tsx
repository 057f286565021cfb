import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Settings } from 'lucide-react';
import { onTrackChosen, openOverlay, type TrackChosen } from '@upclub/shared/bus';
import type { MessageKind, UserSearchResult } from '@upclub/shared/types';
import { IconButton, Spinner, color, fontSize, space, useEffectEvent } from '@upclub/shared/ui';
import { useSendMessage, type SendInput } from '../queries/mutations';
import { useThreadQuery } from '../queries/threads';
import { threadSettingsPath } from '../paths';
import { MESSAGES_TEXT } from '../texts';
import { AvatarStack } from '../threads/AvatarStack';
import { threadTitle } from '../threads/display';
import { MessageInput } from './MessageInput';
import { MessageList } from './MessageList';
import { ThreadTabs } from './ThreadTabs';

/** The header's avatars: as large as a list row's, so a group's four cells keep their initials legible. */
const HEADER_AVATARS_PX = 48;

export interface ThreadViewProps {
  /** The thread, or null for the unsaved new thread with `draft`. */
  id: number | null;
  draft: UserSearchResult[];
  /** The new thread was saved by its first message: it now has this id. */
  onCreated: (id: number) => void;
}

/** The right column (spec part 2 §2): members and name, settings, the all / songs tabs, the messages, the input. */
export function ThreadView({ id, draft, onCreated }: ThreadViewProps) {
  const navigate = useNavigate();
  const info = useThreadQuery(id);
  const [kind, setKind] = useState<MessageKind>('all');
  const panel = useId();
  const send = useSendMessage({ thread: id, users: draft.map((u) => u.upclubuser) });
  const awaitingSong = useRef(false);

  const sendMessage = async (input: SendInput) => {
    try {
      const sent = await send.mutateAsync(input);
      if (id === null) onCreated(sent.messagethread);
      return true;
    } catch {
      return false;
    }
  };

  // 'Send a song': the shell's song search hands the chosen track (and its text) back on the bus.
  const onChosen = useEffectEvent(({ mode, track, text }: TrackChosen) => {
    if (mode !== 'message' || !awaitingSong.current) return;
    awaitingSong.current = false;
    void sendMessage({ text, track });
  });
  useEffect(() => onTrackChosen((chosen) => onChosen(chosen)), []);

  const chooseSong = () => {
    awaitingSong.current = true;
    openOverlay({ type: 'songSearch', mode: 'message' });
  };

  const thread = info.data;
  const members = id === null ? draft : (thread?.members.upclubusers ?? []);
  const count = id === null ? draft.length : (thread?.members.upclubusers_count ?? 0);
  const title =
    id === null
      ? threadTitle({ messagethreadname: null, members: { upclubusers: draft, upclubusers_count: draft.length } })
      : thread
        ? threadTitle(thread)
        : '';

  if (id !== null && info.isError) {
    return (
      <Column>
        <Empty role="alert">This conversation is not available.</Empty>
      </Column>
    );
  }

  return (
    <Column aria-label="Conversation">
      <Header>
        {id !== null && info.isPending ? (
          <Spinner $size={20} />
        ) : (
          <>
            <AvatarStack members={members} count={count} size={HEADER_AVATARS_PX} />
            <Title dir="auto">{title}</Title>
          </>
        )}
        {id !== null && thread ? (
          <IconButton label="Thread settings" onClick={() => void navigate(threadSettingsPath(id))}>
            <Settings size={20} aria-hidden />
          </IconButton>
        ) : null}
      </Header>
      {id === null ? (
        <Empty>{MESSAGES_TEXT.noMessages}</Empty>
      ) : (
        <>
          <TabsRow>
            <ThreadTabs kind={kind} onChange={setKind} panel={panel} />
          </TabsRow>
          <Panel id={panel} role="tabpanel" aria-label={kind === 'all' ? 'All messages' : 'Songs'}>
            <MessageList key={`${id}-${kind}`} thread={id} kind={kind} label={`Messages with ${title}`} />
          </Panel>
        </>
      )}
      <MessageInput busy={send.isPending} onSend={(text) => sendMessage({ text })} onChooseSong={chooseSong} />
    </Column>
  );
}

const Column = styled.section`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  min-height: 0;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: 64px;
  padding: ${space(2)} ${space(4)};
  border-bottom: 1px solid ${color.line};
`;

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${fontSize.md}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const TabsRow = styled.div`
  padding: ${space(3)} ${space(4)} ${space(1)};
`;

const Panel = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
`;

const Empty = styled.p`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  color: ${color.muted};
`;
