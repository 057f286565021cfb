import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MessageThread } from '@upclub/shared/types';
import { VisuallyHidden, color, fontSize, radius, space } from '@upclub/shared/ui';
import { FirstLine as Name, SecondLine as Preview, TwoLines } from '../components/TwoLines.styles';
import { threadPath } from '../paths';
import { AvatarStack } from './AvatarStack';
import { threadPreview, threadTitle } from './display';

export interface ThreadRowProps {
  thread: MessageThread;
  current: boolean;
}

/** A thread of the list: its members' avatars, name, newest message (70 characters), age and an unread dot. */
export function ThreadRow({ thread, current }: ThreadRowProps) {
  const unread = !thread.already_read;
  return (
    <Row to={threadPath(thread.messagethread)} aria-current={current ? 'page' : undefined} $unread={unread}>
      <AvatarStack members={thread.members.upclubusers} count={thread.members.upclubusers_count} />
      <Text>
        <Name dir="auto">{threadTitle(thread)}</Name>
        <Preview dir="auto">{threadPreview(thread)}</Preview>
      </Text>
      <Side>
        <Age>{thread.notification_age}</Age>
        {unread ? (
          <Dot>
            <VisuallyHidden>Unread</VisuallyHidden>
          </Dot>
        ) : null}
      </Side>
    </Row>
  );
}

/** The unsaved new thread at the top of the list (spec part 2 §4), marked 'new'. */
export function NewThreadRow({ title, current }: { title: string; current: boolean }) {
  return (
    <Row to={threadPath('new')} aria-current={current ? 'page' : undefined} $unread={false}>
      <NewBadge aria-hidden="true">new</NewBadge>
      <Text>
        <Name dir="auto">{title}</Name>
        <Preview>New message</Preview>
      </Text>
    </Row>
  );
}

const Row = styled(Link)<{ $unread: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(3)};
  border-radius: ${radius.card}px;
  color: ${color.text};
  text-decoration: none;
  &:hover {
    background: ${color.raised};
  }
  &[aria-current='page'] {
    background: ${color.raised};
    box-shadow: inset 3px 0 0 ${color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: -2px;
  }
  ${(p) => (p.$unread ? `${Name} { font-weight: 700; }` : '')}
`;

// A thread's name and newest message stand a little apart.
const Text = styled(TwoLines)`
  gap: 2px;
`;

const Side = styled.span`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${space(1)};
`;

const Age = styled.span`
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
`;

const Dot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: ${radius.pill}px;
  background: ${color.accent};
`;

const NewBadge = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${radius.pill}px;
  background: ${color.accent};
  color: ${color.onAccent};
  font-size: ${fontSize.sm}px;
  font-weight: 700;
`;
