import { createLifecycles } from '@upclub/shared/mfe';
import { OverlaysApp } from '../overlays/OverlaysApp';
import { APP } from '../layout/layout';

export const lifecycles = createLifecycles(APP.overlays, OverlaysApp);
