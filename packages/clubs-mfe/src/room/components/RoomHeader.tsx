import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '@upclub/shared/ui';
import { PageHeader } from '../../components/PageHeader';
import { clubPath } from '../../paths';
import { ROOM_TEXT } from '../../roomTexts';

export interface RoomHeaderProps {
  club: number;
  clubName: string;
  /** Router state handed back to the club page (where its own back link returns to). */
  linkState: unknown;
  /** Under the title: who started the room. */
  subtitle?: string;
  /** At the right: the live badge, Leave the room. */
  actions?: ReactNode;
}

/** The room page's header: back to the club, 'Listening room' over the club's name, and its actions. */
export function RoomHeader({ club, clubName, linkState, subtitle, actions }: RoomHeaderProps) {
  return (
    <PageHeader
      back={{ to: clubPath(club), label: clubName, state: linkState }}
      eyebrow={ROOM_TEXT.title}
      title={clubName}
      subtitle={subtitle}
      actions={actions ? <Actions>{actions}</Actions> : null}
    />
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;
