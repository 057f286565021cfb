// The remotes of this repository, found rather than listed: every `packages/<name>-mfe` folder
// holding a `routes.json` (the remote's route facts, DESIGN §1). The build list, the jest projects
// and the webpack recipe read them here; adding a remote is adding such a folder.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const ROUTE_FACTS = 'routes.json';

/**
 * @typedef {{ name: string, label: string, routes: Array<Record<string, unknown>> }} RouteFacts
 * @typedef {{ name: string, dir: string, pkgDir: string, factsFile: string, facts: RouteFacts }} Remote
 */

/** The route facts of one remote package, with its folder checked against the name they declare. */
function readRemote(pkgDir) {
  const factsFile = path.join(pkgDir, ROUTE_FACTS);
  const facts = JSON.parse(fs.readFileSync(factsFile, 'utf8'));
  const dir = path.basename(pkgDir);
  if (`${facts.name}-mfe` !== dir) {
    throw new Error(`${factsFile} names the remote "${facts.name}"; its folder must be ${facts.name}-mfe`);
  }
  return { name: facts.name, dir, pkgDir, factsFile, facts };
}

/** @returns {Remote[]} every remote package, by folder name. */
function findRemotes(packagesDir = path.join(root, 'packages')) {
  return fs
    .readdirSync(packagesDir)
    .filter((dir) => dir.endsWith('-mfe') && fs.existsSync(path.join(packagesDir, dir, ROUTE_FACTS)))
    .sort()
    .map((dir) => readRemote(path.join(packagesDir, dir)));
}

module.exports = { ROUTE_FACTS, findRemotes, readRemote };
