import styled from 'styled-components';
import type { SongPost } from '@upclub/shared/types';
import { Avatar, color, fontSize, radius, space } from '@upclub/shared/ui';
import type { BubbleGroup } from './grouping';
import { SongMessage } from './SongMessage';
import { songPostOf } from './songPost';

export interface BubblesProps {
  group: BubbleGroup;
  mine: boolean;
  thread: number;
  songs: SongPost[];
}

/**
 * One sender's run of messages. Text is rendered as text (markup shows as typed, never as HTML),
 * each paragraph in its own direction (dir="auto": right-to-left text reads right to left).
 */
export function Bubbles({ group, mine, thread, songs }: BubblesProps) {
  const who = group.username ?? 'Deleted user';
  return (
    <Group $mine={mine} aria-label={mine ? 'You' : who} role="group">
      {mine ? null : <Avatar src={group.thumbnail} name={who} size={32} decorative />}
      <Column $mine={mine}>
        {mine ? null : <Sender>{who}</Sender>}
        {group.messages.map((message) => {
          const post = songPostOf(message);
          return (
            <Item key={message.message} $mine={mine} data-message={message.message}>
              {post ? <SongMessage post={post} list={songs} thread={thread} /> : null}
              {message.text ? (
                <Bubble $mine={mine} dir="auto" title={new Date(message.created_at).toLocaleString()}>
                  {message.text}
                </Bubble>
              ) : null}
            </Item>
          );
        })}
      </Column>
    </Group>
  );
}

const Group = styled.div<{ $mine: boolean }>`
  display: flex;
  align-items: flex-end;
  gap: ${space(2)};
  justify-content: ${(p) => (p.$mine ? 'flex-end' : 'flex-start')};
  padding: ${space(1)} ${space(4)};
`;

const Column = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${(p) => (p.$mine ? 'flex-end' : 'flex-start')};
  gap: ${space(1)};
  max-width: min(70%, 520px);
  min-width: 0;
`;

const Sender = styled.span`
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
  padding: 0 ${space(2)};
`;

const Item = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${(p) => (p.$mine ? 'flex-end' : 'flex-start')};
  gap: ${space(1)};
  max-width: 100%;
`;

const Bubble = styled.p<{ $mine: boolean }>`
  margin: 0;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.card + 6}px;
  background: ${(p) => (p.$mine ? color.accent : color.raised)};
  color: ${(p) => (p.$mine ? color.onAccent : color.text)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  unicode-bidi: plaintext;
`;
