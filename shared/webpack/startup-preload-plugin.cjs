// The host's index.html asks for the scripts its start-up needs beside main.js. With the federation's
// async start-up, main.js first runs, then loads the shared libraries its own code imports (React, MUI's
// styling and the sign-in form's components, the router, @app/shared): a second round trip before
// the first screen can render. Preloaded, they download while main.js does, and the federation's
// script tags take them from the cache.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'StartupPreloadPlugin';

/**
 * The files of the chunks that the entry's shared imports load at start-up, and those that these
 * chunks' own shared imports load in turn (@app/shared's store, Button's contexts).
 */
function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  const seen = new Set();
  const visit = (chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) for (const loaded of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) visit(loaded);
    }
  };
  const entryChunks = compilation.entrypoints.get('main').chunks;
  entryChunks.forEach(visit);
  const files = [...seen].filter((chunk) => !entryChunks.includes(chunk)).flatMap((chunk) => [...chunk.files]);
  return files.filter((file) => /\.(js|css)$/.test(file)).sort();
}

class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const preloads = startupFiles(compilation).map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: PLUGIN },
          attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${publicPath}${file}` },
        }));
        // main.js first: preloads are fetched at high priority, a deferred script at low, and over
        // HTTP/1.1 six at a time, so main.js would otherwise wait behind them.
        for (const tag of data.headTags) if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
