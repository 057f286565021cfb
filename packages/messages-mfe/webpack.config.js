const { remoteConfig } = require('../../build/webpack.cjs');

// The remote's name, paths and menu items are its route facts (routes.json); `pnpm dev` serves it on devPort.
module.exports = remoteConfig({ pkgDir: __dirname, devPort: 3103 });
