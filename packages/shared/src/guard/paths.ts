// The one rule for comparing a location with a route's path: every route matches with and
// without its trailing slash (the spec writes /clubs/; the app links to /clubs). The guard's
// matchRoute, the side menu and every page's tabs compare through these.

/** '/clubs/' -> '/clubs', '/clubs//' -> '/clubs'; '/' stays '/'. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether the location is this page: /clubs/ is /clubs, /clubs/7 is not. */
export function isPathCurrent(pathname: string, path: string): boolean {
  return normalizePath(pathname) === normalizePath(path);
}

/** Whether the location is this path or one below it: /clubs/ and /clubs/7/ are within /clubs. */
export function isPathWithin(pathname: string, section: string): boolean {
  const path = normalizePath(pathname);
  const base = normalizePath(section);
  return path === base || path.startsWith(base === '/' ? '/' : `${base}/`);
}
