/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');

const HOST_DIR = path.resolve(__dirname, '../../host');

/** Builds a one-file host sharing react and react-dom; its index.html and the files of the build. */
async function buildHost(source) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-preload-'));
  try {
    fs.writeFileSync(path.join(dir, 'entry.mjs'), source);
    const compiler = webpack({
      mode: 'production',
      context: HOST_DIR,
      entry: { main: path.join(dir, 'entry.mjs') },
      output: { path: path.join(dir, 'dist'), publicPath: '/', filename: '[name].js', chunkFilename: '[id].[contenthash:8].js' },
      optimization: { minimize: false },
      resolve: { modules: [path.join(HOST_DIR, 'node_modules'), 'node_modules'] },
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
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result)))));
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    return { html: fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'), files: fs.readdirSync(path.join(dir, 'dist')) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
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
