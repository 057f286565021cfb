import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';

/**
 * The part of react-router-dom the remotes may use. The shell provides react-router-dom to the
 * page tree-shaken to the exports its own code references (build/webpack.cjs), so an export only
 * a remote uses (NavLink, useSearchParams) would be missing from the shared copy at run time.
 * Referencing them here keeps them in it; the browser tests open every remote's pages.
 */
export const REMOTE_ROUTER_API = {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} as const;
