// One jest run for every package: browser packages in jsdom, server packages in node.
const path = require('node:path');
const { findRemotes } = require('./build/remotes.cjs');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const sharedMapper = {
  '^@upclub/shared$': '<rootDir>/../shared/src/index.ts',
  '^@upclub/shared/(.*)$': '<rootDir>/../shared/src/$1/index.ts',
  // The one-process server's tests run the API and the emulator from their sources, not a build.
  '^@upclub/(api|provider-sim)$': '<rootDir>/../$1/src/index.ts',
  // Test helpers of the whole repository (jest/), e.g. every remote's route facts.
  '^@upclub/testing/(.*)$': '<rootDir>/../../jest/$1',
  '\\.(css|woff2?|png|svg|jpg)$': '<rootDir>/../../jest/file-stub.cjs',
};

function project(dir, env) {
  return {
    displayName: dir,
    rootDir: path.join(__dirname, 'packages', dir),
    testEnvironment: env,
    transform: { '^.+\\.(t|j)sx?$': swc },
    // A few dependencies ship only ES modules, which jest on Node 20 cannot require.
    transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/cookie@|cookie/)'],
    moduleNameMapper: sharedMapper,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    setupFilesAfterEnv:
      env === 'jsdom' ? ['jest/setup-dom.ts', 'jest/setup-routes.ts'].map((f) => path.join(__dirname, f)) : [],
  };
}

module.exports = {
  // The machine has two cores and runs every project at once: a render or a database start-up
  // can take far longer than jest's 5 s default under that load (jest reads this globally only;
  // the API's helpers raise it further for database start-ups).
  testTimeout: 20_000,
  projects: [
    project('shared', 'jsdom'),
    project('shell', 'jsdom'),
    // Every remote (packages/<name>-mfe with route facts), found by build/remotes.cjs.
    ...findRemotes().map((remote) => project(remote.dir, 'jsdom')),
    project('api', 'node'),
    project('provider-sim', 'node'),
    project('server', 'node'),
    {
      // The repository's own tooling (build/): e.g. the import-circle check that lint runs.
      displayName: 'build',
      rootDir: path.join(__dirname, 'build'),
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/*.test.ts'],
    },
  ],
};
