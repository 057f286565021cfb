import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isPathCurrent } from '@upclub/shared/guard';

export type TabLinkProps = ComponentPropsWithoutRef<typeof Link> & { to: string };

/**
 * A link to a page of its own (a tab of a page header), marked aria-current="page" on that page
 * with or without its trailing slash: the spec's /clubs/ is the All Clubs tab as much as /clubs.
 * React Router's NavLink with `end` compares the path to the letter and marks neither.
 */
export const TabLink = forwardRef<HTMLAnchorElement, TabLinkProps>(function TabLink({ to, ...props }, ref) {
  const { pathname } = useLocation();
  return <Link ref={ref} to={to} aria-current={isPathCurrent(pathname, to) ? 'page' : undefined} {...props} />;
});
