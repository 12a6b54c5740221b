// For the build's own tests: bundles a one-file app from the host's folder (its packages) with the
// options a test gives, and hands the result to `inspect` before the temporary folder goes.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

const HOST_DIR = path.resolve(__dirname, '../../host');

/**
 * @param {string} source the entry's code
 * @param {(dist: string) => import('webpack').Configuration} options what the test adds (plugins, output)
 * @param {(stats: import('webpack').Stats, dist: string) => unknown} inspect
 */
async function probeBuild(source, options, inspect) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-build-'));
  const dist = path.join(dir, 'dist');
  try {
    fs.writeFileSync(path.join(dir, 'entry.mjs'), source);
    const { output, ...rest } = options(dist);
    const compiler = webpack({
      mode: 'production',
      context: HOST_DIR,
      entry: { main: path.join(dir, 'entry.mjs') },
      output: { path: dist, ...output },
      optimization: { minimize: false },
      resolve: { modules: [path.join(HOST_DIR, 'node_modules'), 'node_modules'] },
      ...rest,
    });
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result)))));
    const { errors } = stats.toJson({ all: false, errors: true });
    if (errors.length > 0) throw new Error(`The probe build failed: ${errors.map((error) => error.message).join('\n')}`);
    return await inspect(stats, dist);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { probeBuild, HOST_DIR };
