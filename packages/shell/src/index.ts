import { startBootFetches } from './config/bootFetches';
import { isMobileBrowser } from './mobile/isMobileBrowser';
import { showStartFailure } from './startFailure';

// The start documents are asked for now, while the start chunks download. A phone first reads the
// config only: its provider decides whether the phone gets the mobile notice or the app.
if (isMobileBrowser(navigator.userAgent, navigator.maxTouchPoints)) startBootFetches(['/config.json']);
else startBootFetches();

// An asynchronous boundary: Module Federation negotiates the shared singletons before any of
// them is evaluated. When the start chunk cannot be loaded, the page says so.
import('./start').catch(showStartFailure);
