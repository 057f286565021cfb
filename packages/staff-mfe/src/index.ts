import { createLifecycles } from '@upclub/shared/mfe';
import { facts } from './routeFacts';
import { Root } from './Root';

// The remote's `./app`: single-spa lifecycles, and nothing else.
export const { bootstrap, mount, unmount } = createLifecycles(facts.name, Root, facts.label);
