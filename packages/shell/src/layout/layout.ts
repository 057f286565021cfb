// The one top-level route table of the page (spec part 1 §2 and part 2 §2), as a
// single-spa-layout definition. Application names: the shell's own start with "shell-";
// the others are Module Federation remotes whose `./app` is loaded from /remotes.json.

export const APP = {
  auth: 'shell-auth',
  chrome: 'shell-chrome',
  overlays: 'shell-overlays',
  feed: 'feed',
  clubs: 'clubs',
  messages: 'messages',
  profile: 'profile',
  staff: 'staff',
} as const;
export type AppName = (typeof APP)[keyof typeof APP];

export const REMOTE_NAMES = [APP.feed, APP.clubs, APP.messages, APP.profile, APP.staff] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const PUBLIC_PATHS = [
  'login',
  'signup',
  'terms',
  'privacy-policy',
  'forgot-password',
  'change-password',
  'forgot-username',
  'authorize-spotify',
] as const;

const REMOTE_ROUTES: Array<[path: string, app: RemoteName]> = [
  ['discover', APP.feed],
  ['myfeed', APP.feed],
  ['post', APP.feed],
  ['search', APP.feed],
  ['clubs', APP.clubs],
  ['messages', APP.messages],
  ['profile', APP.profile],
  ['notifications', APP.profile],
  ['metrics', APP.staff],
  ['broadcast-message', APP.staff],
  ['send-all-message', APP.staff],
];

const app = (name: string) => `<application name="${name}"></application>`;

export const LAYOUT_HTML = `
<single-spa-router>
  <div id="uc-chrome">${app(APP.chrome)}</div>
  <main id="uc-main">
    <route path="/" exact>${app(APP.auth)}</route>
    ${PUBLIC_PATHS.map((p) => `<route path="${p}">${app(APP.auth)}</route>`).join('\n    ')}
    ${REMOTE_ROUTES.map(([p, name]) => `<route path="${p}">${app(name)}</route>`).join('\n    ')}
  </main>
  <div id="uc-footer"></div>
  <div id="uc-overlays">${app(APP.overlays)}</div>
</single-spa-router>
`;

/** Paths where the chrome (menu, header, footer) is shown: every private route. */
export function isPrivatePath(pathname: string): boolean {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return REMOTE_ROUTES.some(([p]) => p === first);
}
