import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isPathCurrent } from '@upclub/shared/guard';

/** The path of a link's target, without its query or fragment. */
const pathOf = (to: string) => to.split(/[?#]/, 1)[0];

export type TabLinkProps = ComponentPropsWithoutRef<typeof Link> & { to: string };

/**
 * A link to a page of its own (a tab of a page header), marked aria-current="page" on that page
 * with or without its trailing slash: the spec's /clubs/ is the All Clubs tab as much as /clubs.
 * React Router's NavLink with `end` compares the path to the letter and marks neither. Only the
 * path counts: a tab that keeps the search's query (`/search/clubs?query=cafe`) is still that tab.
 */
export const TabLink = forwardRef<HTMLAnchorElement, TabLinkProps>(function TabLink({ to, ...props }, ref) {
  const { pathname } = useLocation();
  return <Link ref={ref} to={to} aria-current={isPathCurrent(pathname, pathOf(to)) ? 'page' : undefined} {...props} />;
});
