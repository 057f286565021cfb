const { remoteConfig } = require('../../build/webpack.cjs');

// The remote's name, paths and menu items are its route facts (routes.json).
module.exports = remoteConfig({ pkgDir: __dirname });
