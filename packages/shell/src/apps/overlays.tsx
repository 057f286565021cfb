import { lazy } from 'react';
import { createLifecycles } from '@upclub/shared/mfe';
import { OverlaysApp } from '../overlays/OverlaysApp';
import { APP } from '../layout/layout';

// The overlays are on every page, the sign-in pages too, but only the modals a click opens read
// server data: the query client comes with the first of them, not with the page.
const QueryLayer = lazy(() => import('@upclub/shared/queries').then((m) => ({ default: m.QueryLayer })));

const OverlaysRoot = () => <OverlaysApp layer={QueryLayer} />;

export const lifecycles = createLifecycles(APP.overlays, OverlaysRoot, undefined, { queries: false });
