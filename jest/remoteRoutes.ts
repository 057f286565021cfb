// The route facts of every remote in this repository (packages/<name>-mfe/routes.json), for tests
// that check what the shell, the guard and the server derive from the real facts. Tests import it
// as '@upclub/testing/remoteRoutes' and validate the facts with @upclub/shared's schema.
import { findRemotes } from '../build/remotes.cjs';

/** Each remote's folder, package folder and raw route facts, by folder name. */
export const repoRemotes = () => findRemotes();

/** Each remote's raw route facts (JSON as in its routes.json), by folder name. */
export const repoRouteFacts = (): unknown[] => findRemotes().map((remote) => remote.facts);
