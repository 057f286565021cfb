import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: 100%;
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: ${radius.card}px;
  /* Not clipped: the role menu opens wider than a narrow card (the picture rounds its own corners). */
  transition:
    border-color 120ms ease,
    transform 120ms ease;
  &:hover {
    border-color: ${color.muted};
  }
  &:focus-within {
    border-color: ${color.focus};
    /* Its open menu above the next cards. */
    z-index: 2;
  }
`;

/** The club's 16:9 picture, or a calm gradient with an icon when it has none. */
const Art = styled.div<{ $hue: number }>`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${radius.card - 1}px ${radius.card - 1}px 0 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: linear-gradient(135deg, hsl(${(p) => p.$hue} 45% 26%), hsl(${(p) => (p.$hue + 50) % 360} 50% 14%));
  color: rgba(255, 255, 255, 0.55);
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  padding: ${space(3)} ${space(4)} ${space(4)};
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${fontSize.md}px;
  font-weight: 650;
  line-height: 1.3;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The card's one link; its ::after covers the card, so a click anywhere opens the club. */
const NameLink = styled(Link)`
  color: ${color.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${color.focus};
    outline-offset: -2px;
    border-radius: ${radius.card}px;
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Badge = styled.span`
  align-self: flex-start;
  margin-top: ${space(1)};
  padding: 2px ${space(2)};
  border-radius: ${radius.pill}px;
  background: rgba(124, 92, 255, 0.18);
  color: #cfc4ff;
  font-size: ${fontSize.xs}px;
  font-weight: 600;
`;

/**
 * The live marker, over the picture's top left corner (after the name in reading order); clicks
 * pass through it to the card's link.
 */
const Live = styled.p`
  position: absolute;
  top: ${space(2)};
  left: ${space(2)};
  z-index: 1;
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  max-width: calc(100% - 64px);
  margin: 0;
  padding: 2px ${space(2)};
  border-radius: ${radius.pill}px;
  background: rgba(15, 17, 21, 0.82);
  color: ${color.text};
  font-size: ${fontSize.xs}px;
  font-weight: 600;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  pointer-events: none;
`;

const LiveDot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: ${radius.pill}px;
  background: ${color.like};
`;

/** The role menu, over the picture and above the card's link. */
const Menu = styled.div`
  position: absolute;
  top: ${space(2)};
  right: ${space(2)};
  z-index: 1;
  border-radius: ${radius.pill}px;
  background: rgba(15, 17, 21, 0.72);
  color: ${color.text};
`;

export const ClubCardStyles = { Card, Art, Body, Name, NameLink, Meta, Badge, Live, LiveDot, Menu };
