import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';
import { TabLink } from './TabLink';

export interface PillTab {
  /** The page the tab opens; it is marked current on exactly this path (with or without its trailing slash). */
  to: string;
  label: string;
}

export interface PillTabsProps {
  /** The accessible name of the navigation ('Feeds', 'Clubs'). */
  label: string;
  tabs: ReadonlyArray<PillTab>;
}

/**
 * A page header's pill tabs (Discover | My Feed, All Clubs | My Clubs). Each tab is a page of its own
 * with an address and an h1, so they are links in a named navigation, the current one marked
 * aria-current="page" (not ARIA tabs, which switch panels within one page). Left and Right move the
 * focus between them, wrapping; Tab still reaches each one.
 */
export function PillTabs({ label, tabs }: PillTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a'));
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    event.preventDefault();
    links[(at + step + links.length) % links.length].focus();
  };
  return (
    <Bar aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <Tab key={tab.to} to={tab.to}>
          {tab.label}
        </Tab>
      ))}
    </Bar>
  );
}

const Bar = styled.nav`
  display: inline-flex;
  gap: ${space(1)};
  padding: ${space(1)};
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: ${radius.pill}px;
`;

const Tab = styled(TabLink)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${space(4)};
  border-radius: ${radius.pill}px;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${color.text};
  }
  &[aria-current='page'] {
    background: ${color.accent};
    color: ${color.onAccent};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;
