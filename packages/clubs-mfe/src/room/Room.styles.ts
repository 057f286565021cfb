import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

// The room page's frame and panels: two columns on a wide screen (the stage with the song, the
// DJ's controls and the reactions; beside it who is here and the queue), one below the other on
// a narrow one.

/**
 * Below this viewport width the room's two columns stack: with the open side menu (240 px) the
 * content is then under 800 px, too narrow for the stage and the queue side by side.
 */
const STACK_BELOW_PX = 1040;

const Page = styled.section`
  padding: ${space(6)};
  max-width: 1280px;
  @media (max-width: 600px) {
    padding: ${space(4)};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr);
  gap: ${space(5)};
  align-items: start;
  @media (max-width: ${STACK_BELOW_PX}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(5)};
  min-width: 0;
`;

const Panel = styled.section`
  min-width: 0;
  padding: ${space(5)};
  border: 1px solid ${color.line};
  border-radius: ${radius.card}px;
  background: ${color.surface};
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin-bottom: ${space(3)};
`;

const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${fontSize.md}px;
  font-weight: 650;
`;

const Muted = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
`;

/**
 * The polite line of the room's passing states (joining, reconnecting) and of a DJ's last command
 * (refused, or met a newer room); a picker has its own for the songs it adds.
 */
const StatusLine = styled.p`
  min-height: 20px;
  margin: 0 0 ${space(3)};
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
`;

export const RoomStyles = { Page, Grid, Column, Panel, PanelHead, PanelTitle, Muted, StatusLine };
