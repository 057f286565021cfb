const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { hostConfig } = require('../../build/webpack.cjs');
const { firstLoadChunks } = require('../../build/first-load-chunks.cjs');

const host = hostConfig({
  pkgDir: __dirname,
  name: 'shell',
  plugins: [
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'src/public/index.html'),
      scriptLoading: 'defer',
      hash: true,
      favicon: path.join(__dirname, 'src/public/favicon.svg'),
    }),
  ],
});

// The font's stylesheet (the shell's one CSS import) is emitted as a CSS file that the chunk
// loader links, with webpack's own CSS support, instead of being carried in the JavaScript with
// style-loader and css-loader's runtime: about 4 kB gzip less script on every page.
module.exports = (env, argv) => {
  const config = host(env, argv);
  config.experiments = { ...config.experiments, css: true };
  config.module.rules = config.module.rules.map((rule) =>
    String(rule.test) === String(/\.css$/) ? { test: /\.css$/, type: 'css' } : rule,
  );
  // What every page (or every signed-in page) loads, in a few chunks instead of one per shared
  // module; lucide-react's icon runtime (not the icons) among them, so the auth, chrome, overlays
  // and player chunks that draw icons share one copy of it.
  config.optimization.splitChunks = { cacheGroups: firstLoadChunks(require('../shared/package.json')) };
  return config;
};
