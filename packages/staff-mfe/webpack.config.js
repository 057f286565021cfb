const { remoteConfig } = require('../../build/webpack.cjs');

module.exports = remoteConfig({ pkgDir: __dirname, name: 'staff' });
