import Module from 'node:module';

// PGlite loads parts of itself with import(), which jest's module sandbox refuses without
// --experimental-vm-modules. Tests therefore take PGlite from Node's own loader (Module._load,
// which jest leaves native): one PGlite module per jest worker, whose compiled WebAssembly every
// test file reuses, and still one database per test app. Import this before anything that
// imports PGlite (helpers.ts does, first thing).
type NativeLoad = (request: string, parent: null, isMain: boolean) => unknown;
const nativeLoad = (Module as unknown as { _load: NativeLoad })._load;
const pglitePath = require.resolve('@electric-sql/pglite');
jest.mock('@electric-sql/pglite', () => nativeLoad(pglitePath, null, false));
// The extensions search uses (migration 0006), likewise.
const trgmPath = require.resolve('@electric-sql/pglite/contrib/pg_trgm');
const unaccentPath = require.resolve('@electric-sql/pglite/contrib/unaccent');
jest.mock('@electric-sql/pglite/contrib/pg_trgm', () => nativeLoad(trgmPath, null, false));
jest.mock('@electric-sql/pglite/contrib/unaccent', () => nativeLoad(unaccentPath, null, false));
