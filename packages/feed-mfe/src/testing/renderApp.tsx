import type { ReactNode } from 'react';
import { renderRemote } from '@upclub/shared/testing';
import { useFeedPostEvents } from '../queries/posts';
import { AppRoutes } from '../routes';

function App() {
  useFeedPostEvents();
  return <AppRoutes />;
}

/** The feed remote at `path`, as its Root mounts it (router, bus events). */
export const renderApp = (path: string, extra?: ReactNode) => renderRemote(<App />, path, { extra, inMain: false });
