import { createLifecycles } from '@upclub/shared/mfe';
import { ChromeApp } from '../chrome/ChromeApp';
import { APP } from '../layout/layout';

export const lifecycles = createLifecycles(APP.chrome, ChromeApp);
