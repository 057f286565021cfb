// `node -r jest/register-ts.cjs packages/<pkg>/src/<entry>.ts`: a server package's entry run from
// its TypeScript sources in a process of its own, as jest runs them in its own (the same swc
// settings, the same @upclub/* mapping to src/ as jest.config.cjs), for the tests that start real
// processes (node:cluster's workers inherit the flag). A missing `x.js` beside an `x.ts` is the
// source of what a build would have emitted (an entry naming its workers' script, say).
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const packages = path.join(__dirname, '..', 'packages');

/** jest.config.cjs's moduleNameMapper for the workspace packages a server imports. */
function mapped(request) {
  const shared = /^@upclub\/shared(?:\/(.+))?$/.exec(request);
  if (shared) return path.join(packages, 'shared', 'src', shared[1] ?? '', 'index.ts');
  const other = /^@upclub\/(api|provider-sim)$/.exec(request);
  return other ? path.join(packages, other[1], 'src', 'index.ts') : request;
}

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const target = mapped(request);
  try {
    return resolve.call(this, target, ...rest);
  } catch (error) {
    const source = target.endsWith('.js') ? `${target.slice(0, -3)}.ts` : null;
    if (source && path.isAbsolute(source) && fs.existsSync(source)) return source;
    throw error;
  }
};

// @fastify/autoload loads the API's routes (.ts here) only where it knows TypeScript is handled.
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT = '1';

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
