import styled from 'styled-components';
import { breakpoint, color, fontSize, radius, space } from '@upclub/shared/ui';
import { PLAYER_BAR_HEIGHT } from './room';

export { PLAYER_BAR_HEIGHT, PLAYER_BODY_CLASS, PlayerBarRoom } from './room';

const Bar = styled.section`
  position: fixed;
  left: var(--uc-sidebar-width, 0px);
  right: 0;
  bottom: 0;
  z-index: 95;
  height: ${PLAYER_BAR_HEIGHT}px;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr);
  align-items: center;
  gap: ${space(4)};
  padding: 0 ${space(4)};
  background: ${color.surface};
  border-top: 1px solid ${color.line};
  transition: left 160ms ease;
  @media (max-width: ${breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr) auto;
    gap: ${space(2)};
    padding: 0 ${space(2)};
  }
`;

const Track = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-width: 0;
`;

const Art = styled.img`
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: ${radius.input}px;
  object-fit: cover;
  background: ${color.raised};
`;

const ArtPlaceholder = styled.div`
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: ${radius.input}px;
  background: ${color.raised};
`;

const Names = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  p {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Title = styled.p`
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  color: ${color.text};
`;

const Artists = styled.p`
  font-size: ${fontSize.xs}px;
  color: ${color.muted};
`;

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${space(1)};
  min-width: 0;
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${space(1)};
  min-width: 0;
  @media (max-width: ${breakpoint.md}px) {
    input[type='range'] {
      display: none;
    }
  }
`;

export const PlayerBarStyles = { Bar, Track, Art, ArtPlaceholder, Names, Title, Artists, Centre, Right };
