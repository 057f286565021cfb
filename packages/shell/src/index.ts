import { showStartFailure } from './startFailure';

// An asynchronous boundary: Module Federation negotiates the shared singletons before any of
// them is evaluated. When the start chunk cannot be loaded, the page says so.
import('./start').catch(showStartFailure);
