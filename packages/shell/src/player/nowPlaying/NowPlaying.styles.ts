import styled from 'styled-components';
import { breakpoint, color, fontSize, radius, space } from '@upclub/shared/ui';

export const NOW_PLAYING_WIDTH = 1100;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(320px, 1fr);
  gap: ${space(6)};
  height: 100%;
  min-height: 0;
  @media (max-width: ${breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr);
    height: auto;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(4)};
  min-width: 0;
  overflow-y: auto;
`;

const Art = styled.img`
  width: min(100%, 380px);
  aspect-ratio: 1;
  border-radius: ${radius.card}px;
  object-fit: cover;
  background: ${color.raised};
  box-shadow: 0 18px 48px rgba(0, 0, 0, 0.5);
  @media (max-width: ${breakpoint.md}px) {
    width: min(100%, 280px);
  }
`;

const ArtPlaceholder = styled.div`
  width: min(100%, 380px);
  aspect-ratio: 1;
  border-radius: ${radius.card}px;
  background: ${color.raised};
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  width: 100%;
  max-width: 480px;
  > div {
    flex: 1;
    min-width: 0;
  }
  h3 {
    margin: 0;
    font-size: ${fontSize.xl}px;
    color: ${color.text};
    overflow-wrap: anywhere;
  }
  p {
    margin: ${space(1)} 0 0;
    color: ${color.muted};
    font-size: ${fontSize.sm}px;
  }
`;

const Poster = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  width: 100%;
  max-width: 480px;
  font-size: ${fontSize.sm}px;
  color: ${color.muted};
  a {
    color: ${color.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Caption = styled.p`
  width: 100%;
  max-width: 480px;
  margin: 0;
  color: ${color.text};
  font-size: ${fontSize.sm}px;
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  a {
    color: ${color.link};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  width: 100%;
  max-width: 480px;
  > div:last-child {
    align-self: center;
  }
`;

/** The Play control of a post opened for its comments (centred where the transport would be). */
const PlayChosen = styled.div`
  display: flex;
  justify-content: center;
`;

const Side = styled.div`
  min-width: 0;
  min-height: 0;
  display: flex;
  flex-direction: column;
  @media (max-width: ${breakpoint.md}px) {
    min-height: 420px;
  }
`;

const Empty = styled.p`
  margin: ${space(10)} 0;
  text-align: center;
  color: ${color.muted};
`;

export const NowPlayingStyles = {
  Layout,
  Main,
  Art,
  ArtPlaceholder,
  Heading,
  Poster,
  Caption,
  Controls,
  PlayChosen,
  Side,
  Empty,
};
