// An asynchronous boundary: Module Federation negotiates the shared singletons before any of
// them is evaluated.
import('./start');
