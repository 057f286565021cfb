import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import styled from 'styled-components';
import { PageTitle, color, fontSize, radius, space } from '@upclub/shared/ui';
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
    <Wrap>
      <Back to={clubPath(club)} state={linkState}>
        <ArrowLeft size={16} aria-hidden />
        {clubName}
      </Back>
      <Line>
        <div>
          <Eyebrow>{ROOM_TEXT.title}</Eyebrow>
          <Title>{clubName}</Title>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        </div>
        {actions ? <Actions>{actions}</Actions> : null}
      </Line>
    </Wrap>
  );
}

const Wrap = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin-bottom: ${space(4)};
`;

const Back = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(1)} ${space(2)} ${space(1)} 0;
  border-radius: ${radius.input}px;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${color.text};
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space(3)};
`;

const Eyebrow = styled.p`
  margin: 0 0 ${space(1)};
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Title = styled(PageTitle)`
  margin: 0;
  font-size: ${fontSize.xxl}px;
  overflow-wrap: anywhere;
`;

const Subtitle = styled.p`
  margin: ${space(1)} 0 0;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;
