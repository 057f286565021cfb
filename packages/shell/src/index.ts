import { startBootFetches } from './config/bootFetches';
import { isMobileBrowser } from './mobile/isMobileBrowser';
import { showStartFailure } from './startFailure';

// The start documents are asked for now, while the start chunks download (a phone only gets the notice).
if (!isMobileBrowser(navigator.userAgent, navigator.maxTouchPoints)) startBootFetches();

// An asynchronous boundary: Module Federation negotiates the shared singletons before any of
// them is evaluated. When the start chunk cannot be loaded, the page says so.
import('./start').catch(showStartFailure);
