// The one top-level route table of the page (spec part 1 §2 and part 2 §2), as a
// single-spa-layout definition derived from the route facts: the shell's own routes show its
// authentication application; every top-level path of a remote's facts shows that remote, whose
// `./app` is loaded from /remotes.json. Application names: the shell's own start with "shell-";
// the others are the remotes' names. The shell knows no remote by name.
import { PRIVATE_BODY_CLASS } from './classes';
import { SHELL_ROUTES, firstSegment, remoteRoutes, topLevelPaths, type RemoteRoutes } from '@upclub/shared/guard';

export const APP = {
  auth: 'shell-auth',
  chrome: 'shell-chrome',
  overlays: 'shell-overlays',
} as const;

/** The shell's own top-level paths besides '/' (login, signup, terms, authorize-spotify...). */
const SHELL_PATHS = [...new Set(SHELL_ROUTES.map((r) => firstSegment(r.path)).filter(Boolean))];

const app = (name: string) => `<application name="${name}"></application>`;
const route = (path: string, name: string) => `<route path="${path}">${app(name)}</route>`;

/** The single-spa-layout definition of the page for these remotes. */
export function layoutHtml(remotes: readonly RemoteRoutes[]): string {
  const remoteRoutesHtml = remotes.flatMap((remote) => topLevelPaths(remote).map((path) => route(path, remote.name)));
  return `
<single-spa-router>
  <div id="uc-chrome">${app(APP.chrome)}</div>
  <main id="uc-main">
    <route path="/" exact>${app(APP.auth)}</route>
    ${SHELL_PATHS.map((path) => route(path, APP.auth)).join('\n    ')}
    ${remoteRoutesHtml.join('\n    ')}
  </main>
  <div id="uc-footer"></div>
  <div id="uc-overlays">${app(APP.overlays)}</div>
</single-spa-router>
`;
}

/** Paths where the chrome (menu, header, footer) is shown: every private route, i.e. every remote's. */
export function isPrivatePath(pathname: string, remotes: readonly RemoteRoutes[] = remoteRoutes()): boolean {
  const first = firstSegment(pathname);
  return remotes.some((remote) => topLevelPaths(remote).includes(first));
}

/**
 * Marks <body> for the route about to mount, before any application does: on a private route the
 * layout keeps the chrome's room from the start, so the page does not move when the chrome mounts.
 */
export function markPrivateLayout(pathname: string, remotes: readonly RemoteRoutes[] = remoteRoutes()): void {
  document.body.classList.toggle(PRIVATE_BODY_CLASS, isPrivatePath(pathname, remotes));
}
