import { createLifecycles } from '@upclub/shared/mfe';
import { facts } from './routeFacts';
import { Root } from './Root';

// The remote's `./app` (RemoteApp): single-spa lifecycles, and the first read of a feed page.
export const { bootstrap, mount, unmount } = createLifecycles(facts.name, Root, facts.label);
export { prefetch } from './prefetch';
