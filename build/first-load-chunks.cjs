// The shell's first-load chunks. Module Federation puts every shared module (each library, each
// area of @upclub/shared) in a chunk of its own, so a first visit fetched about 35 small scripts,
// each compressed alone: gzip starts every file with an empty dictionary, and the same React,
// styled-components and API vocabulary was paid for again in each. What every page loads anyway
// is gathered here into three chunks instead (about 7-9 kB gzip less on a signed-in page).
// A module in them is still provided alone to the remotes: asking for it fetches its group.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const sharedSrc = path.join(root, 'packages/shared/src');
const generated = path.join(__dirname, '.generated');

/** A test on a module's file: under node_modules, one of `packages` (path patterns, `/` for either separator). */
const fromPackages = (packages) =>
  new RegExp(`/node_modules/(${packages.join('|')})/`.replaceAll('/', String.raw`[\\/]`));

/** A test on a module's file: one of these areas of @upclub/shared (folders of its src). */
const inAreas = (areas) => (file) => areas.some((area) => file.startsWith(path.join(sharedSrc, area) + path.sep));

/**
 * The UI kit's index (tokens, Button, TextField, Avatar...): src/ui, but not the folders that are
 * entries of their own (`@upclub/shared/ui/PostCard`...), which load with the page that uses them.
 */
function inKitIndex(sharedPkg) {
  const ownEntries = Object.keys(sharedPkg.exports)
    .filter((key) => key.startsWith('./ui/'))
    .map((key) => path.join(sharedSrc, key.slice(2)) + path.sep);
  const ui = path.join(sharedSrc, 'ui') + path.sep;
  return (file) => file.startsWith(ui) && !ownEntries.some((entry) => file.startsWith(entry));
}

const GROUPS = {
  // Libraries of every page, /login included.
  framework: {
    packages: [
      'react',
      'react-dom',
      'scheduler',
      'react-router',
      'styled-components',
      'stylis',
      '@emotion/is-prop-valid',
      '@emotion/memoize',
      '@emotion/unitless',
      'shallowequal',
      'single-spa',
      'single-spa-layout',
      'single-spa-react',
      'rxjs',
      'tslib',
      'valibot',
      // lucide's icon runtime, not the icons: those stay with the chunks that draw them.
      'lucide-react/dist/esm(?!/icons/)',
    ],
    generated: ['react-router-dom.mjs'],
    areas: ['bus', 'constants', 'types', 'session', 'api', 'guard', 'mfe'],
    kitIndex: true,
  },
  // What only a signed-in page loads: the API client's transport, the query cache, the live
  // connection and the account menu's dropdown.
  'signed-in': {
    packages: ['axios', '@tanstack/query-core', '@tanstack/react-query', 'eventsource-parser'],
    generated: ['@tanstack/react-query.mjs'],
    areas: ['queries', 'live', 'ui/DropdownMenu'],
    kitIndex: false,
  },
};

/**
 * splitChunks cache groups for the host. Libraries and the kit are kept in separate chunks
 * (`<group>` and `<group>-kit`), so a change to our own code leaves the libraries' cached file alone.
 */
function firstLoadChunks(sharedPkg) {
  const kitIndex = inKitIndex(sharedPkg);
  const cacheGroups = {};
  for (const [name, group] of Object.entries(GROUPS)) {
    const library = fromPackages(group.packages);
    const generatedFiles = group.generated.map((file) => path.join(generated, file));
    const areas = inAreas(group.areas);
    const common = { chunks: 'async', minSize: 0, enforce: true, reuseExistingChunk: false };
    cacheGroups[name] = {
      ...common,
      name,
      priority: 20,
      test: (module) => {
        const file = module.nameForCondition?.();
        return Boolean(file) && (library.test(file) || generatedFiles.includes(file));
      },
    };
    cacheGroups[`${name}-kit`] = {
      ...common,
      name: `${name}-kit`,
      priority: 10,
      test: (module) => {
        const file = module.nameForCondition?.();
        return (
          Boolean(file) &&
          !file.includes(`${path.sep}node_modules${path.sep}`) &&
          (areas(file) || (group.kitIndex && kitIndex(file)))
        );
      },
    };
  }
  return cacheGroups;
}

module.exports = { firstLoadChunks };
