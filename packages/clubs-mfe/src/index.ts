import { createLifecycles } from '@upclub/shared/mfe';
import { Root } from './Root';

// The remote's `./app`: single-spa lifecycles, and nothing else.
export const { bootstrap, mount, unmount } = createLifecycles('clubs', Root);
