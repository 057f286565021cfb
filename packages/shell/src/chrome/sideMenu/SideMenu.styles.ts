import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { HEADER_HEIGHT } from '@upclub/shared/constants';
import { color, fontSize, radius, space, visuallyHidden } from '@upclub/shared/ui';
import { SIDE_MENU_BACKGROUND } from '../../layout/classes';

const motion = css`
  transition:
    width 200ms ease,
    padding 200ms ease,
    background 120ms ease,
    color 120ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Aside = styled.aside<{ $width: number; $collapsed: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  bottom: 0;
  z-index: 100;
  width: ${(p) => p.$width}px;
  display: flex;
  flex-direction: column;
  /* --uc-player-height: the player bar fixed at the bottom, so the menu's last button stays visible. */
  padding: 0 ${(p) => (p.$collapsed ? space(3) : space(4))} calc(${space(4)} + var(--uc-player-height, 0px));
  background: ${SIDE_MENU_BACKGROUND};
  border-right: 1px solid ${color.line};
  overflow-x: hidden;
  overflow-y: auto;
  ${motion}
`;

const Brand = styled.div<{ $collapsed: boolean }>`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$collapsed ? 'center' : 'flex-start')};
  height: ${HEADER_HEIGHT}px;
  padding: 0 ${(p) => (p.$collapsed ? 0 : space(2))};
  margin-bottom: ${space(4)};
  a {
    display: inline-flex;
    border-radius: ${radius.input}px;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 4px;
  }
`;

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${space(6)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

const Label = styled.span<{ $hidden: boolean }>`
  white-space: nowrap;
  ${(p) => (p.$hidden ? visuallyHidden : '')}
`;

const ItemLink = styled(Link)<{ $active: boolean; $collapsed: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$collapsed ? 'center' : 'flex-start')};
  gap: ${space(4)};
  height: 48px;
  padding: 0 ${(p) => (p.$collapsed ? 0 : space(3))};
  border-radius: ${radius.card}px;
  color: ${(p) => (p.$active ? color.text : color.muted)};
  background: ${(p) => (p.$active ? 'rgba(124, 92, 255, 0.16)' : 'transparent')};
  font-size: ${fontSize.md - 1}px;
  font-weight: ${(p) => (p.$active ? 700 : 500)};
  text-decoration: none;
  ${motion}
  svg {
    color: ${(p) => (p.$active ? color.accent : 'currentColor')};
  }
  &::before {
    content: '';
    position: absolute;
    left: ${(p) => (p.$collapsed ? '-12px' : '-16px')};
    top: 12px;
    bottom: 12px;
    width: 3px;
    border-radius: 0 3px 3px 0;
    background: ${color.accent};
    opacity: ${(p) => (p.$active ? 1 : 0)};
  }
  &:hover {
    color: ${color.text};
    background: ${(p) => (p.$active ? 'rgba(124, 92, 255, 0.22)' : color.surface)};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const IconWrap = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
`;

/** The unread dot over the item's icon. */
const Marker = styled.span`
  position: absolute;
  top: -3px;
  right: -4px;
  width: 11px;
  height: 11px;
  border-radius: ${radius.pill}px;
  background: ${color.like};
  border: 2px solid ${SIDE_MENU_BACKGROUND};
`;

const PostLink = styled(Link)<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  align-self: ${(p) => (p.$collapsed ? 'center' : 'stretch')};
  width: ${(p) => (p.$collapsed ? '48px' : 'auto')};
  height: 48px;
  border-radius: ${radius.pill}px;
  background: ${color.accent};
  color: ${color.onAccent};
  font-size: ${fontSize.md}px;
  font-weight: 700;
  text-decoration: none;
  box-shadow: 0 8px 24px rgba(124, 92, 255, 0.35);
  ${motion}
  &:hover {
    background: ${color.accentHover};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 3px;
  }
`;

const Toggle = styled.button<{ $collapsed: boolean }>`
  margin-top: auto;
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$collapsed ? 'center' : 'flex-start')};
  gap: ${space(4)};
  height: 44px;
  padding: 0 ${(p) => (p.$collapsed ? 0 : space(3))};
  border: 0;
  border-radius: ${radius.card}px;
  background: transparent;
  color: ${color.muted};
  font: inherit;
  font-size: ${fontSize.sm}px;
  cursor: pointer;
  ${motion}
  &:hover {
    color: ${color.text};
    background: ${color.surface};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

export const SideMenuStyles = { Aside, Brand, Nav, List, Label, ItemLink, IconWrap, Marker, PostLink, Toggle };
