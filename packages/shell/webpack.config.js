const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { hostConfig } = require('../../build/webpack.cjs');

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
  // lucide-react's icon runtime (not the icons) in one small chunk of its own: the auth, chrome,
  // overlays and player chunks all draw icons, and without a chunk they share each would carry
  // its own copy of it (about 1.3 kB gzip each, two of them on /login).
  config.optimization.splitChunks = {
    cacheGroups: {
      lucideRuntime: {
        test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
        name: 'lucide',
        chunks: 'async',
        minSize: 0,
        enforce: true,
        priority: 20,
      },
    },
  };
  return config;
};
