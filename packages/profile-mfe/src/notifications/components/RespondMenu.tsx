import { ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';
import { DropdownMenu, DropdownMenuItem } from '@upclub/shared/ui/DropdownMenu';
import { CURATOR_STATE } from '@upclub/shared/constants';
import type { Notification } from '@upclub/shared/types';
import { useRespondMutation } from '../queries';
import { NOTIFICATIONS_TEXT as T } from '../texts';

/** The answer a curator notification shows once given (spec part 2 §4), or null while pending. */
export function answerLabelOf(notification: Notification): string | null {
  const state = notification.curatorinviterequeststate;
  if (state === CURATOR_STATE.declined) return T.declined;
  if (state !== CURATOR_STATE.accepted) return null;
  return notification.notification_type === 'curatorrequest' ? T.curating : T.curator;
}

/** The Respond menu (Accept, Decline) of a pending curator request or invite, then its answer. */
export function RespondMenu({ notification }: { notification: Notification }) {
  const respond = useRespondMutation();
  const answer = answerLabelOf(notification);
  if (answer) return <Answer data-answer={answer}>{answer}</Answer>;
  const what = notification.notification_type === 'curatorrequest' ? 'request' : 'invite';
  const answerWith = (state: typeof CURATOR_STATE.accepted | typeof CURATOR_STATE.declined) => () =>
    respond.mutate({ notification, state });
  return (
    <DropdownMenu
      triggerLabel={`${T.respond} to ${notification.username}'s ${what} (${notification.club_name ?? ''})`}
      menuLabel={T.respond}
      trigger={
        <Trigger aria-busy={respond.isPending}>
          {T.respond}
          <ChevronDown size={16} aria-hidden />
        </Trigger>
      }
    >
      <DropdownMenuItem onSelect={answerWith(CURATOR_STATE.accepted)}>{T.accept}</DropdownMenuItem>
      <DropdownMenuItem onSelect={answerWith(CURATOR_STATE.declined)} tone="danger">
        {T.decline}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}

const Trigger = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  min-height: 36px;
  padding: 0 ${space(3)} 0 ${space(4)};
  border-radius: ${radius.pill}px;
  background: ${color.accent};
  color: ${color.onAccent};
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  white-space: nowrap;
`;

const Answer = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${space(4)};
  border: 1px solid ${color.line};
  border-radius: ${radius.pill}px;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  white-space: nowrap;
`;
