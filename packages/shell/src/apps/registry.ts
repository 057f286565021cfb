import type { LifeCycles } from 'single-spa';
import type { RemoteRoutes } from '@upclub/shared/guard';
import { APP } from '../layout/layout';
import type { RemoteLoader } from '../remotes/loader';
import { resilientApp } from '../remotes/resilientApp';

/** The shell's own applications are code-split chunks of the shell, not remotes. */
const LOCAL: Record<string, () => Promise<LifeCycles>> = {
  [APP.auth]: () => import(/* webpackChunkName: "auth" */ './auth').then((m) => m.lifecycles),
  [APP.chrome]: () => import(/* webpackChunkName: "chrome" */ './chrome').then((m) => m.lifecycles),
  [APP.overlays]: () => import(/* webpackChunkName: "overlays" */ './overlays').then((m) => m.lifecycles),
};

/** Starts loading the chrome and overlays chunks ahead of their mount (see warmUp.ts). */
export function loadChromeAndOverlays(): void {
  for (const name of [APP.chrome, APP.overlays]) LOCAL[name]!().catch(() => undefined);
}

/**
 * single-spa-layout's loadApp: every application is wrapped so a failure stays in its place; a
 * remote's error panel names it with the label of its route facts.
 */
export function createAppLoader(remotes: RemoteLoader, facts: readonly RemoteRoutes[]) {
  return ({ name }: { name: string }): Promise<LifeCycles> => {
    const local = LOCAL[name];
    if (local) return Promise.resolve(resilientApp(name, local));
    const remote = facts.find((r) => r.name === name);
    if (remote) return Promise.resolve(resilientApp(name, () => remotes.load(name), remote.label));
    return Promise.reject(new Error(`Unknown application ${name}`));
  };
}
