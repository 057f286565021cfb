import type { ReactNode } from 'react';
import { renderRemote, signInAs } from '@upclub/shared/testing';
import { AppRoutes } from '../routes';
import { ME, ME_ID } from './fixtures';

export { testQueryClient as testClient } from '@upclub/shared/testing';

/** Signs ada (ME_ID) in, as the shell does on the bus. */
export const signIn = () => signInAs(ME_ID, { username: ME, first_name: 'Ada', last_name: 'Lovelace' });

/** The profile remote at `path`, as its Root mounts it. */
export const renderApp = (path: string, { extra }: { extra?: ReactNode } = {}) =>
  renderRemote(<AppRoutes />, path, { extra });
