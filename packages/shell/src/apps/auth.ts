import { createLifecycles } from '@upclub/shared/mfe';
import { AuthApp } from '../auth/AuthApp';
import { APP } from '../layout/layout';

// The sign-in pages read no cached server data: no query client, so /login never fetches it.
export const lifecycles = createLifecycles(APP.auth, AuthApp, undefined, { queries: false });
