import { createLifecycles } from '@upclub/shared/mfe';
import { AuthApp } from '../auth/AuthApp';
import { APP } from '../layout/layout';

export const lifecycles = createLifecycles(APP.auth, AuthApp);
