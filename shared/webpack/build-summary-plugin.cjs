// One line per production build: the app, how long it took and what it weighs (JavaScript and CSS as
// served: raw, and the gzip copies the build writes beside them), so a build's progress reads at a
// glance. Warnings and errors are still printed by webpack's own stats.
const SUMMARY_PREFIX = 'Built ';
const SERVED = /\.(js|css)$/;

const kilobytes = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en-GB')} KB`;

/** The summary of a finished compilation's assets (name → size in bytes). */
function buildSummary(name, seconds, assetSizes) {
  let raw = 0;
  let gzip = 0;
  let files = 0;
  for (const [file, size] of assetSizes) {
    if (SERVED.test(file)) {
      raw += size;
      files += 1;
    } else if (SERVED.test(file.replace(/\.gz$/, '')) && file.endsWith('.gz')) gzip += size;
  }
  const weight = gzip > 0 ? `${kilobytes(raw)} (${kilobytes(gzip)} gzip)` : kilobytes(raw);
  return `${SUMMARY_PREFIX}${name} in ${seconds.toFixed(1)} s: ${weight} of scripts and stylesheets in ${files} file${files === 1 ? '' : 's'}`;
}

class BuildSummaryPlugin {
  constructor(name) {
    this.name = name;
  }

  apply(compiler) {
    compiler.hooks.done.tap('BuildSummaryPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const { assets = [] } = stats.toJson({ all: false, assets: true, cachedAssets: true, relatedAssets: true });
      // The compressed copies are listed with the file they were made from.
      const files = assets.flatMap((asset) => [asset, ...(asset.related ?? [])]);
      const seconds = (stats.endTime - stats.startTime) / 1000;
      console.log(
        buildSummary(
          this.name,
          seconds,
          files.map((asset) => [asset.name, asset.size]),
        ),
      );
    });
  }
}

module.exports = { BuildSummaryPlugin, buildSummary, SUMMARY_PREFIX };
