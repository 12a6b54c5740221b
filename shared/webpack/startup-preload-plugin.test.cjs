/** @jest-environment node */
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { probeBuild } = require('./probe-build.cjs');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');

/** Builds a one-file host sharing react and react-dom; its index.html and the files of the build. */
function buildHost(source) {
  const options = () => ({
    output: { publicPath: '/', filename: '[name].js', chunkFilename: '[id].[contenthash:8].js' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'probe',
        shared: { react: { singleton: true }, 'react-dom': { singleton: true } },
        dts: false,
        manifest: false,
        experiments: { asyncStartup: true },
      }),
      new HtmlWebpackPlugin(),
      new StartupPreloadPlugin(),
    ],
  });
  return probeBuild(source, options, (_stats, dist) => ({ html: fs.readFileSync(`${dist}/index.html`, 'utf8'), files: fs.readdirSync(dist) }));
}

test('index.html preloads the chunks of the shared libraries the entry imports, and asks for main.js first', async () => {
  const { html, files } = await buildHost(
    "import { createElement } from 'react';\nimport { createPortal } from 'react-dom';\nconsole.log(createElement, createPortal);\n",
  );
  const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="\/([^"]+)">/g)].map(([, file]) => file);
  expect(preloaded.length).toBeGreaterThanOrEqual(2);
  for (const file of preloaded) expect(files).toContain(file);
  expect(preloaded).not.toContain('main.js');
  expect(html).toMatch(/<script [^>]*src="\/main.js" fetchpriority="high">/);
}, 60_000);

test('an entry without shared imports preloads nothing', async () => {
  const { html } = await buildHost('console.log(1);\n');
  expect(html).not.toContain('rel="preload"');
}, 60_000);
