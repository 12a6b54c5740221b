// Emits the host's default `remotes.json` beside index.html. A deployment replaces that file to move
// a remote to another address; the host build does not change.
const { defaultRemotes } = require('./apps.cjs');

const PLUGIN = 'DefaultRemotesPlugin';

class DefaultRemotesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const json = `${JSON.stringify(defaultRemotes(), null, 2)}\n`;
        compilation.emitAsset('remotes.json', new sources.RawSource(json));
      });
    });
  }
}

module.exports = { DefaultRemotesPlugin };
