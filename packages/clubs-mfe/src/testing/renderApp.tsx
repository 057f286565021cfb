import { renderRemote, signInAs, type RenderRemoteOptions } from '@upclub/shared/testing';
import { useClubPostEvents } from '../queries/clubPosts';
import { useClubRoomEvents } from '../queries/rooms';
import { AppRoutes } from '../routes';
import { ME_ID } from './fixtures';

export { renderWithProviders } from '@upclub/shared/testing';

function App() {
  useClubPostEvents();
  useClubRoomEvents();
  return <AppRoutes />;
}

/** Signs `id` in (the shell does it on the bus); ME_ID by default. */
export const signIn = (id: number = ME_ID) => signInAs(id);

/** The clubs remote at `path` (with router `state`), as its Root mounts it. */
export const renderApp = (path: string, options: Pick<RenderRemoteOptions, 'state' | 'extra'> = {}) =>
  renderRemote(<App />, path, options);
