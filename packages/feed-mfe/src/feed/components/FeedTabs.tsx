import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';
import type { FeedScope } from '../../queries/posts';
import { facts } from '../../routeFacts';

/** The two feeds, with the paths and page titles of the route facts. */
export const FEED_TABS: ReadonlyArray<{ scope: FeedScope; label: string; path: string }> = [
  { scope: 'all', label: facts.title('discover'), path: facts.path('discover') },
  { scope: 'my', label: facts.title('myfeed'), path: facts.path('myfeed') },
];

/** The header tabs Discover and My Feed: links, the current one marked. */
export function FeedTabs() {
  return (
    <Tabs aria-label="Feeds">
      {FEED_TABS.map((tab) => (
        <Tab key={tab.scope} to={tab.path}>
          {tab.label}
        </Tab>
      ))}
    </Tabs>
  );
}

const Tabs = styled.nav`
  display: inline-flex;
  gap: ${space(1)};
  padding: ${space(1)};
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: ${radius.pill}px;
`;

const Tab = styled(NavLink)`
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
