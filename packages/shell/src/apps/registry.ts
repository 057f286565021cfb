import type { LifeCycles } from 'single-spa';
import { APP, REMOTE_NAMES, type RemoteName } from '../layout/layout';
import type { RemoteLoader } from '../remotes/loader';
import { resilientApp } from '../remotes/resilientApp';

const isRemote = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** The shell's own applications are code-split chunks of the shell, not remotes. */
const LOCAL: Record<string, () => Promise<LifeCycles>> = {
  [APP.auth]: () => import(/* webpackChunkName: "auth" */ './auth').then((m) => m.lifecycles),
  [APP.chrome]: () => import(/* webpackChunkName: "chrome" */ './chrome').then((m) => m.lifecycles),
  [APP.overlays]: () => import(/* webpackChunkName: "overlays" */ './overlays').then((m) => m.lifecycles),
};

/** single-spa-layout's loadApp: every application is wrapped so a failure stays in its place. */
export function createAppLoader(remotes: RemoteLoader) {
  return ({ name }: { name: string }): Promise<LifeCycles> => {
    const local = LOCAL[name];
    if (local) return Promise.resolve(resilientApp(name, local));
    if (isRemote(name)) return Promise.resolve(resilientApp(name, () => remotes.load(name)));
    return Promise.reject(new Error(`Unknown application ${name}`));
  };
}
