import styled from 'styled-components';
import { pushNotificationBroadcastText } from '@upclub/shared/api';
import { PageTitle, space } from '@upclub/shared/ui';
import { sendTelling } from './failure';
import { MessageForm } from './MessageForm';
import { BROADCAST_TEXT } from './texts';

/** Broadcast Message (spec part 2 §2): a text every user gets as a live notice. */
export function BroadcastPage() {
  const send = (text: string) =>
    sendTelling(() => pushNotificationBroadcastText({ text_message: text }), BROADCAST_TEXT.sent);
  return (
    <Wrap>
      <PageTitle>{BROADCAST_TEXT.title}</PageTitle>
      <MessageForm label={BROADCAST_TEXT.field} submit={BROADCAST_TEXT.send} onSend={send} />
    </Wrap>
  );
}

export const Wrap = styled.section`
  padding: ${space(6)};
  display: grid;
  gap: ${space(6)};
  align-content: start;
`;
