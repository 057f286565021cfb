import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden, color, radius, space } from '@upclub/shared/ui';
import { ROOM_TEXT } from '../../roomTexts';
import { RoomStyles as S } from '../Room.styles';

// The room page's states besides the room itself: its skeleton while it loads, and the messages
// (ended, no live room, a failure) with what the user can do next.

/** The room's shape while it loads: the stage and the side column, greyed. */
export function RoomSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{ROOM_TEXT.loading}</VisuallyHidden>
      <S.Grid aria-hidden>
        <S.Column>
          <S.Panel>
            <Row>
              <Block $w="200px" $h="200px" />
              <Lines>
                <Block $w="70%" $h="24px" />
                <Block $w="45%" $h="16px" />
                <Block $w="100%" $h="6px" />
              </Lines>
            </Row>
          </S.Panel>
          <S.Panel>
            <Block $w="60%" $h="48px" />
          </S.Panel>
        </S.Column>
        <S.Column>
          <S.Panel>
            <Block $w="40%" $h="18px" />
            <Block $w="100%" $h="48px" />
          </S.Panel>
          <S.Panel>
            <Block $w="40%" $h="18px" />
            <Block $w="100%" $h="120px" />
          </S.Panel>
        </S.Column>
      </S.Grid>
    </div>
  );
}

/**
 * A message in place of the room (it ended, the club has none live, it could not be loaded), with
 * what to do next. A failure is an alert; the others are the page's content.
 */
export function RoomMessage({
  text,
  detail,
  alert = false,
  children,
}: {
  text: string;
  detail?: string;
  alert?: boolean;
  children?: ReactNode;
}) {
  return (
    <Message role={alert ? 'alert' : undefined}>
      <strong>{text}</strong>
      {detail ? <S.Muted>{detail}</S.Muted> : null}
      {children ? <Actions>{children}</Actions> : null}
    </Message>
  );
}

const shimmer = keyframes`
  0% { opacity: 0.55; }
  50% { opacity: 1; }
  100% { opacity: 0.55; }
`;

const Block = styled.div<{ $w: string; $h: string }>`
  width: ${(p) => p.$w};
  max-width: 100%;
  height: ${(p) => p.$h};
  margin-bottom: ${space(3)};
  border-radius: ${radius.input}px;
  background: ${color.raised};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${space(5)};
`;

const Lines = styled.div`
  flex: 1;
  padding-top: ${space(2)};
`;

const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(2)};
  margin: ${space(8)} auto;
  max-width: 520px;
  padding: ${space(8)} ${space(6)};
  border: 1px solid ${color.line};
  border-radius: ${radius.card}px;
  background: ${color.surface};
  text-align: center;
  strong {
    font-size: 18px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(2)};
  margin-top: ${space(3)};
`;
