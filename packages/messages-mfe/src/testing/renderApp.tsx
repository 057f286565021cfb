import { renderRemote, signInAs } from '@upclub/shared/testing';
import { AppRoutes } from '../routes';

export const ME_ID = 5;

/** Signs `id` in (the shell does it on the bus); ME_ID by default. */
export const signIn = (id: number = ME_ID) => signInAs(id);

/** The messages remote at `path`, as its Root mounts it (the thread is a virtualised list). */
export const renderApp = (path: string) => renderRemote(<AppRoutes />, path, { virtualised: 'list' });
