const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { hostConfig } = require('../../build/webpack.cjs');

module.exports = hostConfig({
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
