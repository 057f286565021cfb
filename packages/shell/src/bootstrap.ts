import { addErrorHandler, navigateToUrl, registerApplication, start, type LifeCycles } from 'single-spa';
import { constructApplications, constructLayoutEngine, constructRoutes } from 'single-spa-layout';
import { configureApi } from '@upclub/shared/api';
import { getCurrentUser, onReloadContent, onUnauthorized } from '@upclub/shared/bus';
import { startStreamingProvider } from '@upclub/shared/providers';
import { guardRoute, setRemoteRoutes } from '@upclub/shared/guard';
import { guardSession, STORAGE_KEYS } from '@upclub/shared/session';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { createFederationLoader, fetchRegistry } from './remotes/loader';
import { fetchRouteFacts, usableRemotes } from './remotes/routeFacts';
import { createAppLoader, loadChromeAndOverlays } from './apps/registry';
import { warmUpFirstPage } from './apps/warmUp';
import { reloadMainContent } from './apps/reloadContent';
import { layoutHtml, markPrivateLayout } from './layout/layout';
import { refineActivity } from './layout/activity';
import { handleUnauthorized, restoreSession } from './auth/signOut';
import { startLiveSession } from './live/liveSession';

/** Applies the routing guard to a URL; returns true when it redirected. */
function applyGuard(url: URL, navigate: (to: string) => void): boolean {
  const decision = guardRoute({ pathname: url.pathname, search: url.search }, guardSession());
  if (!decision) return false;
  if (decision.storeNext) localStorage.setItem(STORAGE_KEYS.nextPage, JSON.stringify(decision.storeNext));
  navigate(decision.redirect);
  return true;
}

export async function bootstrapShell(): Promise<void> {
  const [config, registry, allFacts] = await Promise.all([loadRuntimeConfig(), fetchRegistry(), fetchRouteFacts()]);
  configureApi({ baseURL: config.apiBase });
  // The deployment's provider is installed before anything reads it (its code comes on first use).
  startStreamingProvider(config.provider);
  // The remotes' route facts complete the guard's table and give the layout and the menus,
  // before anything is guarded or mounted.
  const facts = usableRemotes(allFacts, registry);
  setRemoteRoutes(facts);
  const remotes = await createFederationLoader(registry);

  warmUpFirstPage({ pathname: location.pathname, search: location.search }, facts, {
    remotes,
    loadLocal: loadChromeAndOverlays,
  });
  await restoreSession();
  onUnauthorized(() => handleUnauthorized());
  // One live events connection (and the unread counts) per signed-in session, for the page's life.
  startLiveSession();

  // First decision before anything mounts, so a guarded page never starts loading.
  applyGuard(new URL(location.href), (to) => history.replaceState(history.state, '', to));

  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { newUrl, cancelNavigation } = (event as CustomEvent<{ newUrl: string; cancelNavigation?: () => void }>)
      .detail;
    applyGuard(new URL(newUrl), (to) => {
      cancelNavigation?.();
      setTimeout(() => navigateToUrl(to), 0);
    });
  });

  // After the old page unmounted and before the new one mounts: the layout's place for the content.
  window.addEventListener('single-spa:before-mount-routing-event', () => markPrivateLayout(location.pathname, facts));

  const routes = constructRoutes(layoutHtml(facts));
  const applications = constructApplications({ routes, loadApp: createAppLoader(remotes, facts) as never });
  const engine = constructLayoutEngine({ routes, applications });
  const userType = () => getCurrentUser()?.user_type ?? 0;
  for (const app of applications) {
    registerApplication({
      ...app,
      activeWhen: refineActivity(app.name, app.activeWhen as never, userType),
      app: app.app as () => Promise<LifeCycles>,
    });
  }
  // Clicking the menu item of the page already shown reloads the main content, whichever remote it is.
  onReloadContent(() => void reloadMainContent());
  addErrorHandler((error) => console.error('[shell] application error', error.appOrParcelName, error));
  engine.activate();
  start({ urlRerouteOnly: true });
}
