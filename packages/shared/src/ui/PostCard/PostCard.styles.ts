import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

const oneLine = `
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  height: 100%;
  padding: ${space(3)};
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: ${radius.card}px;
  min-width: 0;
`;

const Art = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  border-radius: ${radius.input}px;
  overflow: hidden;
  background: ${color.raised};
`;

const ArtImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const ArtPlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  color: ${color.line};
`;

const PlayButton = styled.div`
  position: absolute;
  right: ${space(3)};
  bottom: ${space(3)};
  button {
    box-shadow: 0 8px 20px rgba(0, 0, 0, 0.45);
  }
`;

const Track = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${fontSize.md}px;
  font-weight: 650;
  line-height: 1.3;
  ${oneLine}
`;

const Artists = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  line-height: 1.3;
  min-height: 1.3em;
  ${oneLine}
`;

const Poster = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  min-width: 0;
  font-size: ${fontSize.sm}px;
`;

// Cards of a grid row keep one height (the virtualised grid measures one cell for all):
// the poster block keeps room for the club line, the caption for three lines.
const PosterText = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-width: 0;
  min-height: calc(2 * 1.4em);
  line-height: 1.4;
`;

const NameLine = styled.div`
  display: flex;
  gap: ${space(2)};
  align-items: baseline;
  min-width: 0;
  a {
    color: ${color.text};
    font-weight: 600;
    text-decoration: none;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Age = styled.span`
  flex: none;
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
`;

const Club = styled.span`
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  a {
    color: ${color.link};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Caption = styled.p`
  margin: 0;
  font-size: ${fontSize.sm}px;
  line-height: 1.45;
  height: calc(3 * 1.45em);
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  a {
    color: ${color.link};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(1)};
  margin-top: auto;
`;

const Count = styled.button<{ $active?: boolean; $tone?: 'like' }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  min-height: 36px;
  padding: 0 ${space(2)};
  border: 0;
  border-radius: ${radius.pill}px;
  background: transparent;
  color: ${(p) => (p.$active && p.$tone === 'like' ? color.like : color.muted)};
  font: inherit;
  font-size: ${fontSize.sm}px;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition:
    background 120ms ease,
    color 120ms ease;
  &:hover:not(:disabled) {
    background: ${color.raised};
    color: ${(p) => (p.$tone === 'like' ? color.like : color.text)};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

const MenuIcon = styled.span`
  display: inline-flex;
  width: 32px;
  height: 32px;
  align-items: center;
  justify-content: center;
  color: ${color.muted};
`;

const StoryBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(4)};
  min-height: 160px;
  justify-content: center;
  text-align: center;
`;

const StoryPreview = styled.img`
  width: 100%;
  max-width: 270px;
  aspect-ratio: 9 / 16;
  border-radius: ${radius.input}px;
  border: 1px solid ${color.line};
`;

const Muted = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
`;

export const PostCardStyles = {
  Card,
  Art,
  ArtImage,
  ArtPlaceholder,
  PlayButton,
  Track,
  Title,
  Artists,
  Poster,
  PosterText,
  NameLine,
  Age,
  Club,
  Caption,
  Actions,
  Count,
  Spacer,
  MenuIcon,
  StoryBody,
  StoryPreview,
  Muted,
};
