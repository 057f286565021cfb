// No import circles (`pnpm run lint` runs this after ESLint): two modules that import each other,
// directly or through others, cannot be changed or loaded apart, and the module loaded first sees
// the other half-initialised. A shared piece belongs in a module both can import.
//
// dpdm follows every import, type-only ones too (a type import still ties the two files' shapes
// together), through the workspace's packages (@upclub/shared resolves to its sources), but not
// into libraries (node_modules) or builds (dist). Run from the repository root (or the folder to
// check): it prints each circle and exits 1 when there is one. About 3 s for the whole repository.
const { parseCircular, parseDependencyTree, prettyCircular } = require('dpdm');

/** The sources checked: every package's TypeScript and every script and build module. */
const SOURCES = [
  'packages/**/*.{ts,tsx,mts,cts,mjs,cjs}',
  'scripts/**/*.{mjs,cjs}',
  'build/**/*.{cjs,mjs}',
  'jest/**/*.ts',
];
const NOT_SOURCES = /node_modules|\/dist\/|\/coverage\/|\/test-results\//;

/** Every import circle under `cwd`, each as the chain of files (relative paths) that closes it. */
async function importCycles(cwd = process.cwd()) {
  const tree = await parseDependencyTree(SOURCES, {
    cwd,
    context: cwd,
    exclude: NOT_SOURCES,
    transform: false,
    skipDynamicImports: false,
  });
  return parseCircular(tree);
}

if (require.main === module) {
  importCycles().then(
    (cycles) => {
      if (cycles.length === 0) return;
      console.error(`Import circles (${cycles.length}): move what both sides need into a module both can import.`);
      console.error(prettyCircular(cycles, '  '));
      process.exitCode = 1;
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

module.exports = { importCycles };
