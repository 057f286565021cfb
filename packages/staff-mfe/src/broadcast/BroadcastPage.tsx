import styled from 'styled-components';
import { pushNotificationBroadcastText } from '@upclub/shared/api';
import { noticeSuccess } from '@upclub/shared/bus';
import { PageTitle, space } from '@upclub/shared/ui';
import { noticeSendFailure } from './failure';
import { MessageForm } from './MessageForm';
import { BROADCAST_TEXT } from './texts';

/** Broadcast Message (spec part 2 §2): a text every user gets as a live notice. */
export function BroadcastPage() {
  const send = async (text: string) => {
    try {
      await pushNotificationBroadcastText({ text_message: text });
      noticeSuccess(BROADCAST_TEXT.sent);
      return true;
    } catch (error) {
      noticeSendFailure(error);
      return false;
    }
  };
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
